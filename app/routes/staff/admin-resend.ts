import { resendAction } from "~/features/staff/admin-page.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** POST /admin/outbox/:id/resend: the Mail tab's Resend. */
export const action = dashboardAnswer(resendAction);
