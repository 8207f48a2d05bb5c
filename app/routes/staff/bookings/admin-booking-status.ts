import { bookingStatusAction } from "~/features/booking/admin/index.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** POST /admin/bookings/:id/status: the dashboard's Confirm, Complete and Cancel. */
export const action = dashboardAnswer(bookingStatusAction);
