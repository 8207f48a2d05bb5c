import { publishPostAction } from "~/features/blog/admin/index.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** POST /admin/posts/:id/publish with `publish` true or false. */
export const action = dashboardAnswer(publishPostAction);
