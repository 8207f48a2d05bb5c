import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingAnswersLoader } from "~/features/clients/admin/index.server";

/** GET /admin/bookings/:id/consultation: her consultation answers for the booking's card, read when opened. */
export const loader = dashboardAnswer(bookingAnswersLoader);
