import { dashboardAnswer, publishPostAction } from "~/features/staff/admin-page.server";

/** POST /admin/posts/:id/publish with `publish` true or false. */
export const action = dashboardAnswer(publishPostAction);
