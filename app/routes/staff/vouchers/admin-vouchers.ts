import { dashboardAnswer } from "~/features/staff-session/index.server";
import { issueVoucherAction } from "~/features/staff/vouchers/vouchers-page.server";

/** POST /admin/vouchers: the Vouchers tab issues a voucher sold and paid at the desk. */
export const action = dashboardAnswer(issueVoucherAction);
