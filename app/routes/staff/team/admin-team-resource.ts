import { dashboardAnswer } from "~/features/staff-session/index.server";
import { resourceAction } from "~/features/team/admin/index.server";

/** POST /admin/team/resources/:id?: the Team tab adds or changes a room or a machine. */
export const action = dashboardAnswer(resourceAction);
