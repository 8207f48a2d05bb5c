import { bookingMessages } from "../../rules/booking-messages";
import { statusMessages } from "../../rules/booking-status";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { changeBookingStatus } from "../booking-records.server";
import type { StaffUser } from "~/features/staff-session/index.server";
import type { StaffContext } from "./staff-context.server";

type Changed = Extract<Awaited<ReturnType<typeof changeBookingStatus>>, { outcome: "changed" }>;

/**
 * The dashboard's Confirm, Complete, No-show and Cancel, and PATCH /api/bookings/:id/status: the status named in the
 * payload, through the booking's one lifecycle, by this member of staff.
 */
export const submitStatusChange = namedUseCase(
  "staff.booking-status",
  async (context: StaffContext, staff: StaffUser, payload: { bookingId: string; status: unknown }): Promise<Outcome<{ booking: Changed["booking"] }>> => {
    const result = await changeBookingStatus(context.db, payload.bookingId, payload.status, staff, { emailContext: context.emailContext, provider: context.provider });
    switch (result.outcome) {
      case "unknown-status":
        return refuse("invalid", "unknown-status", statusMessages.unknown, { status: [statusMessages.unknown] });
      case "not-found":
        return refuse("not-found", "not-found", bookingMessages.notFound);
      case "refused":
        // The workflow's own reason (an unpaid booking, a final status), shown to staff as the server words it.
        return refuse("conflict", result.code, result.message);
      case "changed":
        return { ok: true, booking: result.booking };
    }
  },
);
