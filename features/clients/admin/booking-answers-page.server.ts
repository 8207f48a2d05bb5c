import type { LoaderFunctionArgs } from "react-router";
import { failure, requireStaffPage } from "~/features/staff-session/index.server";
import { bookingAnswersFor } from "../booking-answers.server";

declare module "./booking-answers-data" {
  interface BookingAnswersServer {
    answers: typeof bookingAnswersLoader;
  }
}

/**
 * GET /admin/bookings/:id/consultation: her answers for the booking's card, opened by her practitioner or the owner
 * (anyone else: 403), each read logged (GET /api/bookings/:id/consultation answers the same for other clients).
 */
export async function bookingAnswersLoader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireStaffPage(request, context, "health-answers");
  const found = await bookingAnswersFor(context.db, staff, String(params.id), new Date());
  return found.outcome === "answers" ? { ok: true as const, answers: found.answers } : failure(404, "not-found", found.message);
}
