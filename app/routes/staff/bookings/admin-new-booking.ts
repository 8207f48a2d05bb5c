import { dashboardAnswer } from "~/features/staff-session/index.server";
import { newBookingAction } from "~/features/booking/admin/index.server";

/** POST /admin/bookings: the dashboard's New booking form, for a phone or walk-in client. */
export const action = dashboardAnswer(newBookingAction);
