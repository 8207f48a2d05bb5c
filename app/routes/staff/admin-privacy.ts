import { eraseAction, privacyLoader } from "~/features/clients/admin/index.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** GET /admin/privacy?email=… finds what is held about a person; POST erases it. */
export const loader = dashboardAnswer(privacyLoader);
export const action = dashboardAnswer(eraseAction);
