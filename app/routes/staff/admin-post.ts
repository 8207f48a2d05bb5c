import { savePostAction } from "~/features/blog/admin/index.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** POST /admin/posts (a new post) or /admin/posts/:id (an edit): the blog editor's Save. */
export const action = dashboardAnswer(savePostAction);
