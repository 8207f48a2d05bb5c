import { dashboardAnswer } from "~/features/staff-session/index.server";
import { hoursAction } from "~/features/team/admin/index.server";

/** POST /admin/team/members/:id/hours: the Team tab sets a member's week. */
export const action = dashboardAnswer(hoursAction);
