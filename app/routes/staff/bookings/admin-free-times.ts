import { dashboardAnswer } from "~/features/staff-session/index.server";
import { freeTimesLoader } from "~/features/booking/admin/index.server";

/** GET /admin/free-times: free start times for the Move and New booking forms. */
export const loader = dashboardAnswer(freeTimesLoader);
