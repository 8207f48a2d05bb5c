import { bookingNotFound as notFound } from "../../use-cases/change-outcome.server";
import { recordStudioPayment } from "../../staff/staff-bookings.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { actorOf, type ChangeRequest, type StaffBookingContext } from "./staff-context.server";

export const submitStudioPayment = namedUseCase(
  "staff.record-payment",
  async (context: StaffBookingContext, staff: StaffUser, request: Pick<ChangeRequest, "bookingId">): Promise<Outcome<{ paymentStatus: string }>> => {
    if (!isUuid(request.bookingId)) return notFound();
    const { provider, emailContext } = context;
    const result = await recordStudioPayment(context.db, request.bookingId, actorOf(staff), { emailContext, provider });
    if (result.outcome === "not-found") return notFound();
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    return { ok: true, paymentStatus: result.paymentStatus };
  },
);
