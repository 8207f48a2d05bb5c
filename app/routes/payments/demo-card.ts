import { routeAnswer } from "~/ui/runtime/answers.server";
import { demoCardAction } from "~/features/payments/pages/demo-card-actions.server";

/** POST /payments/demo/confirm and /payments/demo/authenticate: the demo card form's steps. */
export const action = routeAnswer(demoCardAction);
