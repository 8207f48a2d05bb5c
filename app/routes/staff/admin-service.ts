import { dashboardAnswer } from "~/features/staff-session/index.server";
import { serviceAction } from "~/features/staff/services/services-page.server";

/** POST /admin/services/:slug: the Services tab changes one service's price, duration, state or packages. */
export const action = dashboardAnswer(serviceAction);
