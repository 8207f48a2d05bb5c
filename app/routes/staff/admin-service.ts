import { dashboardAnswer } from "~/features/staff-session/index.server";
import { serviceAction } from "~/features/studio/admin/index.server";

/** POST /admin/services/:slug: the Services tab changes one service's price, duration, state or packages. */
export const action = dashboardAnswer(serviceAction);
