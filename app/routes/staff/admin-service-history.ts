import { dashboardAnswer } from "~/features/staff-session/index.server";
import { serviceHistoryLoader } from "~/features/staff/services/services-page.server";

/** GET /admin/services/:slug/history: a service's audited changes, loaded when staff open them. */
export const loader = dashboardAnswer(serviceHistoryLoader);
