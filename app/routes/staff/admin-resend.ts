import { dashboardAnswer, resendAction } from "~/features/staff/admin-page.server";

/** POST /admin/outbox/:id/resend: the Mail tab's Resend. */
export const action = dashboardAnswer(resendAction);
