import { resendAction } from "~/features/mail/admin/index.server";
import { dashboardAnswer } from "~/features/staff-session/index.server";

/** POST /admin/outbox/:id/resend: the Mail tab's Resend. */
export const action = dashboardAnswer(resendAction);
