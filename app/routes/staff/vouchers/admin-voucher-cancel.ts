import { dashboardAnswer } from "~/features/staff-session/index.server";
import { cancelVoucherAction } from "~/features/vouchers/admin/index.server";

/** POST /admin/vouchers/:id/cancel: the Vouchers tab cancels a voucher within its 14 days, after staff confirm. */
export const action = dashboardAnswer(cancelVoucherAction);
