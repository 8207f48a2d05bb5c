import { dashboardAnswer } from "~/features/staff-session/index.server";
import { scheduleAction } from "~/features/staff/schedule-page.server";

/** POST /admin/schedule: the dashboard's Schedule tab changes hours, closures and bank holidays. */
export const action = dashboardAnswer(scheduleAction);
