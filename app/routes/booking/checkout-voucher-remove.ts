import { routeAnswer } from "~/ui/runtime/answers.server";
import { voucherRemovalAction } from "~/features/booking/pages/checkout-actions.server";

/** POST /checkout/:id/voucher/remove takes the gift voucher off before paying. */
export const action = routeAnswer(voucherRemovalAction);
