import { routeAnswer } from "~/ui/runtime/answers.server";
import { voucherConfirmAction } from "~/features/booking/pages/checkout-actions.server";

/** POST /checkout/:id/voucher/confirm: the booking a voucher pays in full, confirmed from /checkout. */
export const action = routeAnswer(voucherConfirmAction);
