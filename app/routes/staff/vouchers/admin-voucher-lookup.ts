import { dashboardAnswer } from "~/features/staff-session/index.server";
import { voucherLookupLoader } from "~/features/vouchers/admin/index.server";

/** GET /admin/vouchers/lookup?code=: the Vouchers tab finds the voucher a typed code names. */
export const loader = dashboardAnswer(voucherLookupLoader);
