import { routeAnswer } from "~/ui/runtime/answers.server";
import { holdExtensionAction } from "~/features/booking/pages/checkout-actions.server";

/** POST /checkout/:id/extend-hold: /checkout's "more time" button. */
export const action = routeAnswer(holdExtensionAction);
