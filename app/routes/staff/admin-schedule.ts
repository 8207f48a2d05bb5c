import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingsMeeting, bookingsOutsideHours } from "~/features/booking/index.server";
import { scheduleAction } from "~/features/schedule/admin/index.server";

/**
 * POST /admin/schedule: the dashboard's Schedule tab changes hours, closures and bank holidays, and answers with the
 * bookings a change leaves in closed time, as booking finds them.
 */
export const action = dashboardAnswer(scheduleAction({ meeting: bookingsMeeting, outsideHours: bookingsOutsideHours }));
