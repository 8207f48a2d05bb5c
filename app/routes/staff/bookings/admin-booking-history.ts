import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingHistoryLoader } from "~/features/booking/admin/index.server";

/** GET /admin/bookings/:id/history: the booking card's audit history and refunds, loaded when staff open them. */
export const loader = dashboardAnswer(bookingHistoryLoader);
