import { staffBookingSchema } from "../../staff/staff-booking-form";
import { createStaffBooking, staffBookingRefusal } from "../../staff/staff-bookings.server";
import { parseForm } from "~/lib/forms";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { actorOf, parsed, refused, type StaffBookingContext } from "./staff-context.server";

/** A booking for a phone or walk-in client: staff's own, with no online lead time (docs/decisions/0042). */
export const submitStaffBooking = namedUseCase(
  "staff.booking-create",
  async (context: StaffBookingContext, staff: StaffUser, payload: unknown): Promise<Outcome<{ id: string; totalPence: number; startsAt: Date }>> => {
    const form = parsed(parseForm(staffBookingSchema, payload));
    if (refused(form)) return form;
    const { settings, emailContext, now } = context;
    const result = await createStaffBooking(context.db, form, actorOf(staff), { settings, emailContext, ...(now ? { now } : {}) });
    if (result.outcome === "created") return { ok: true, id: result.id, totalPence: result.totalPence, startsAt: result.startsAt };
    const { kind, code, message, fieldErrors } = staffBookingRefusal(result, settings);
    return refuse(kind, code, message, fieldErrors);
  },
);
