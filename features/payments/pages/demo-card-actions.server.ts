import { data, type ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { failure, payloadOf, refusalAnswer, unreadable } from "~/ui/runtime/answers.server";
import { submitDemoAuthentication } from "../use-cases/submit-demo-authentication.server";
import { submitDemoCard } from "../use-cases/submit-demo-card.server";

/**
 * The demo card form's own route (no Stripe keys: DESIGN section 4), as POST /api/demo-payments/confirm and
 * /authenticate answer other clients: `POST /payments/demo/confirm` {clientSecret, cardNumber, expiry, cvc} and
 * `POST /payments/demo/authenticate` {clientSecret, approve}. With Stripe there is no demo, so no such route.
 */
const steps = { confirm: submitDemoCard, authenticate: submitDemoAuthentication } as const;

export const demoCardAction = serves([submitDemoCard, submitDemoAuthentication], async ({ request, params, context }: ActionFunctionArgs) => {
  const submit = Object.hasOwn(steps, params.step ?? "") ? steps[params.step as keyof typeof steps] : undefined;
  if (!context.demoCards || !submit) return failure(404, "not-found", "There is no such page.");
  const body = await payloadOf(request);
  if (!body) return unreadable();
  const outcome = await submit(context.demoCards, body);
  return outcome.ok ? data({ status: outcome.status, paymentIntentId: outcome.paymentIntentId }, { headers: { "Cache-Control": "no-store" } }) : refusalAnswer(outcome);
});
