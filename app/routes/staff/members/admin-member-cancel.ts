import { dashboardAnswer } from "~/features/staff-session/index.server";
import { cancelMemberAction } from "~/features/memberships/admin/index.server";

/** POST /admin/members/:id/cancel: the Members tab cancels a membership for her, after staff confirm. */
export const action = dashboardAnswer(cancelMemberAction);
