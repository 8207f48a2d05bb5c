import { routeAnswer } from "~/ui/runtime/answers.server";
import { checkoutVoucherAction } from "~/features/booking/pages/checkout-actions.server";

/** POST /checkout/:id/voucher applies a gift voucher: /checkout's voucher field. */
export const action = routeAnswer(checkoutVoucherAction);
