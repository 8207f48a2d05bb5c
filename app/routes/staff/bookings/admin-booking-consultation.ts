import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingAnswersLoader } from "~/features/clients/admin/index.server";

// The booking card reads what this answers (features/booking/admin/card/health-answers-disclosure.tsx); booking may
// not import clients, which reads bookings, so the two are joined here, where the card's address meets clients' loader.
declare module "~/features/booking/admin/booking-admin-data" {
  interface BookingAdminServer {
    answers: typeof bookingAnswersLoader;
  }
}

/** GET /admin/bookings/:id/consultation: her consultation answers for the booking's card, read when opened. */
export const loader = dashboardAnswer(bookingAnswersLoader);
