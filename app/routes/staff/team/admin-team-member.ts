import { dashboardAnswer } from "~/features/staff-session/index.server";
import { memberAction } from "~/features/team/admin/index.server";

/** POST /admin/team/members/:id?: the Team tab adds a member (and emails her invitation) or changes one. */
export const action = dashboardAnswer(memberAction);
