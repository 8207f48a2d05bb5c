import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingHistoryLoader } from "~/features/staff/booking-actions.server";

/** GET /admin/bookings/:id/history: the booking card's audit history and refunds, loaded when staff open them. */
export const loader = dashboardAnswer(bookingHistoryLoader);
