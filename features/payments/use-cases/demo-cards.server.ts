import { refuse, type Outcome, type Refusal } from "~/lib/use-case";
import type { DemoConfirmation, DemoProvider } from "../demo-provider.server";

/**
 * The demo provider's card form (no Stripe keys: DESIGN section 4), for POST /api/demo-payments/confirm and
 * /authenticate: what Stripe.js does against Stripe, done on the server, which decides by the test card.
 */
type DemoCards = Pick<DemoProvider, "confirm" | "authenticate">;

export interface DemoCardContext {
  payments: DemoCards;
  /** Other demo payments the same card form confirms (the memberships' first month), told apart by client secret. */
  otherDemoPayments?: DemoCards & { owns(clientSecret: string): boolean };
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

export type DemoCardOutcome = Outcome<{ status: "succeeded" | "requires_action"; paymentIntentId: string }>;

export const demoFor = (context: DemoCardContext, clientSecret: string): DemoCards => (context.otherDemoPayments?.owns(clientSecret) ? context.otherDemoPayments : context.payments);

/** The providers' refusals by their reason: a card the demo does not take, no such payment, one taken already. */
const refusedWith: Record<Extract<DemoConfirmation, { outcome: "refused" }>["reason"], (message: string) => Refusal> = {
  "unknown-card": (message) => refuse("invalid", "unknown-card", message),
  "not-found": (message) => refuse("not-found", "not-found", message),
  "not-payable": (message) => refuse("conflict", "conflict", message),
};

export function answered(result: DemoConfirmation): DemoCardOutcome {
  if (result.outcome === "refused") return refusedWith[result.reason](result.message);
  if (result.outcome === "declined") return refuse("payment-declined", "payment-declined", result.message);
  return { ok: true, status: result.outcome, paymentIntentId: result.paymentIntentId };
}
