import { dashboardAnswer } from "~/features/staff-session/index.server";
import { serviceHistoryLoader } from "~/features/studio/admin/index.server";

/** GET /admin/services/:slug/history: a service's audited changes, loaded when staff open them. */
export const loader = dashboardAnswer(serviceHistoryLoader);
