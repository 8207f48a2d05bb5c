import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { PaymentProvider } from "../payment-provider";
import { hasExpectedShape, unexpectedEventMessage } from "../stripe-event-shape.server";
import { applyStripeEvent, type StripeEventApplied } from "../stripe-events.server";

export interface ProviderEventContext {
  db: Database;
  provider: PaymentProvider;
  emailContext: EmailContext;
  /** Stripe's events about subscriptions (the Dreams Club's), handed on after payments have read theirs. */
  subscriptionEvents?: (event: Stripe.Event) => Promise<string | undefined>;
}

export type ProviderEventOutcome = Outcome<{ applied: StripeEventApplied; subscription?: string }, "unexpected-event">;

/**
 * An event the provider sent, once its signature is checked (the adapter's part, on the exact bytes): refused
 * whole when it is not of a shape read here (an API version not expected, a hand-made test event), so nothing is
 * half applied; else a payment's outcome goes to what it pays for, a refund's to its payment's refunds, and a
 * subscription's to the memberships. Each is applied once and only forward (the payment-events ledger).
 */
export const applyProviderEvent = namedUseCase("payments.apply-event", async (context: ProviderEventContext, event: unknown): Promise<ProviderEventOutcome> => {
  if (!hasExpectedShape(event)) return refuse("refused", "unexpected-event", unexpectedEventMessage);
  const verified = event as Stripe.Event;
  const applied = await applyStripeEvent(context.db, context.provider, verified, context.emailContext);
  const subscription = await context.subscriptionEvents?.(verified);
  return { ok: true, applied, ...(subscription ? { subscription } : {}) };
});
