import type Stripe from "stripe";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { applyPaymentOutcome, applyRefundEvent } from "./payment-handlers.server";
import type { PaymentOutcome, PaymentProvider } from "./payment-provider";
import { toIntentInfo } from "./stripe-provider.server";

/** A payment's outcome comes from the event's type, never guessed from a status. */
const paymentKinds: Record<string, PaymentOutcome["kind"]> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "canceled",
};

const refundEvents = new Set(["charge.refunded", "refund.updated", "refund.created"]);

export type StripeEventApplied = { kind: "payment"; applied: string } | { kind: "refund"; paymentIntentId: string | undefined } | { kind: "other" };

/**
 * A verified Stripe event of the shape the webhook reads (stripe-event-shape.server.ts): a payment's
 * outcome goes to what it pays for, a refund's to every refund of its payment. Anything else is not payments'.
 */
export async function applyStripeEvent(db: Database, provider: PaymentProvider, event: Stripe.Event, emailContext: EmailContext): Promise<StripeEventApplied> {
  const kind = paymentKinds[event.type];
  if (kind) {
    const intent = toIntentInfo(event.data.object as Stripe.PaymentIntent);
    return { kind: "payment", applied: await applyPaymentOutcome(db, { eventId: event.id, provider: "stripe", kind, intent }, emailContext, provider) };
  }
  if (refundEvents.has(event.type)) {
    const object = event.data.object as Stripe.Charge | Stripe.Refund;
    const paymentIntentId = typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
    if (paymentIntentId) await applyRefundEvent(db, provider, paymentIntentId, emailContext);
    return { kind: "refund", paymentIntentId };
  }
  return { kind: "other" };
}
