import { dashboardAnswer, bookingStatusAction } from "~/features/staff/admin-page.server";

/** POST /admin/bookings/:id/status: the dashboard's Confirm, Complete and Cancel. */
export const action = dashboardAnswer(bookingStatusAction);
