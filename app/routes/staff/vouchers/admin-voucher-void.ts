import { dashboardAnswer } from "~/features/staff-session/index.server";
import { voidVoucherAction } from "~/features/vouchers/admin/index.server";

/** POST /admin/vouchers/:id/void: the Vouchers tab voids a voucher, after staff confirm. */
export const action = dashboardAnswer(voidVoucherAction);
