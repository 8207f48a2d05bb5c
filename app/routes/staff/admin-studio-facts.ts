import { dashboardAnswer } from "~/features/staff-session/index.server";
import { studioFactsAction } from "~/features/studio/admin/index.server";

/** POST /admin/studio-facts: the Services tab changes studio-wide facts (the accessibility review date). */
export const action = dashboardAnswer(studioFactsAction);
