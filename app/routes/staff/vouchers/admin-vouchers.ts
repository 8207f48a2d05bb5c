import { dashboardAnswer } from "~/features/staff-session/index.server";
import { issueVoucherAction } from "~/features/vouchers/admin/index.server";

/** POST /admin/vouchers: the Vouchers tab issues a voucher sold and paid at the desk. */
export const action = dashboardAnswer(issueVoucherAction);
