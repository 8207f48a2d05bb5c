import { dashboardAnswer } from "~/features/staff-session/index.server";
import { invitationAction } from "~/features/staff/team/team-page.server";

/** POST /admin/team/members/:id/invitation: the Team tab sends a member's invitation again. */
export const action = dashboardAnswer(invitationAction);
