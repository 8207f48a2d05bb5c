import { dashboardAnswer } from "~/features/staff-session/index.server";
import { inviteAgainAction } from "~/features/team/admin/index.server";

/** POST /admin/team/members/:id/invitation: the Team tab sends a member's invitation again. */
export const action = dashboardAnswer(inviteAgainAction);
