import type Stripe from "stripe";
import type { TierId } from "../membership-tiers";
import type { BillingEvent, BillingProvider } from "../billing-provider";

/**
 * Dreams Club subscriptions through Stripe Billing, with the SDK the payments already use (docs/decisions/0027).
 * Each tier's Product has a fixed id and each price a lookup_key naming its amount, so they are made once and found
 * again; a changed tier price makes a new Price, while a member's subscription stays on the one she joined at (the
 * founding-member rule). Every create call carries an idempotency key.
 */
export const productId = (tier: TierId) => `dreams_club_${tier}`;
export const priceLookupKey = (tier: TierId, pricePence: number) => `dreams_club_${tier}_gbp_${pricePence}_monthly`;

const isMissing = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

export function createStripeBilling(stripe: Stripe, publishableKey: string): BillingProvider & { name: "stripe"; publishableKey: string } {
  const prices = new Map<string, string>();

  async function priceFor(tier: TierId, tierName: string, pricePence: number): Promise<string> {
    const lookupKey = priceLookupKey(tier, pricePence);
    const known = prices.get(lookupKey);
    if (known) return known;
    const found = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data[0];
    if (found) {
      prices.set(lookupKey, found.id);
      return found.id;
    }
    const product = await stripe.products.retrieve(productId(tier)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
      return stripe.products.create({ id: productId(tier), name: `Dreams Club ${tierName}` }, { idempotencyKey: `product-${productId(tier)}` });
    });
    const price = await stripe.prices.create(
      { product: product.id, currency: "gbp", unit_amount: pricePence, recurring: { interval: "month" }, lookup_key: lookupKey },
      { idempotencyKey: `price-${lookupKey}` },
    );
    prices.set(lookupKey, price.id);
    return price.id;
  }

  return {
    name: "stripe",
    publishableKey,
    async subscribe({ membershipId, tier, tierName, pricePence, name, email }) {
      const price = await priceFor(tier, tierName, pricePence);
      const customer = await stripe.customers.create({ email, name, metadata: { membershipId } }, { idempotencyKey: `membership-customer-${membershipId}` });
      // default_incomplete: the subscription waits for its first invoice to be paid with the Payment Element.
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: { membershipId },
          expand: ["latest_invoice.confirmation_secret"],
        },
        { idempotencyKey: `membership-subscription-${membershipId}` },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!invoice || !clientSecret) throw new Error(`Stripe subscription ${subscription.id} has no first payment to confirm`);
      return { customerId: customer.id, subscriptionId: subscription.id, clientSecret, amountPence: invoice.amount_due };
    },
    async scheduleCancel(subscriptionId, at) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at: Math.floor(at.getTime() / 1000) });
    },
    async abandon(subscriptionId) {
      // Ended already (a retried cancel): nothing more to do.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async firstPayment(subscriptionId) {
      // Inside the 14 days a monthly subscription has had one invoice: its latest. Since API version 2025-03 an
      // invoice's payments are InvoicePayment objects naming the PaymentIntent.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const invoice = typeof subscription.latest_invoice === "string" ? subscription.latest_invoice : subscription.latest_invoice?.id;
      if (!invoice) return undefined;
      const payments = await stripe.invoicePayments.list({ invoice, status: "paid", limit: 1 });
      const paid = payments.data[0];
      const intent = paid?.payment.payment_intent;
      const paymentId = typeof intent === "string" ? intent : intent?.id;
      return paid && paymentId ? { paymentId, amountPence: paid.amount_paid ?? 0 } : undefined;
    },
    async firstInvoice(subscriptionId) {
      // While a join waits on its first month, the subscription's latest invoice is its first.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice"] });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const period = invoice?.lines.data[0]?.period;
      if (invoice?.id && invoice.status === "paid" && period) {
        return { status: "paid", invoiceId: invoice.id, periodStart: fromSeconds(period.start), periodEnd: fromSeconds(period.end), amountPence: invoice.amount_paid };
      }
      return subscription.status === "incomplete" ? { status: "open" } : { status: "ended" };
    },
    async refund({ paymentId, amountPence, idempotencyKey, refundId }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountPence, metadata: { refundId } }, { idempotencyKey });
      const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: refund.id, status };
    },
  };
}

const subscriptionOf = (invoice: Stripe.Invoice) => {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return typeof subscription === "string" ? subscription : subscription?.id;
};
const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** A verified Stripe event about a subscription, as a BillingEvent; undefined for any other event. */
export function toBillingEvent(event: Stripe.Event): BillingEvent | undefined {
  const base = { id: event.id, provider: "stripe" as const };
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    const invoice = event.data.object;
    const subscriptionId = subscriptionOf(invoice);
    const period = invoice.lines.data[0]?.period;
    if (!subscriptionId || !period) return undefined;
    return event.type === "invoice.paid"
      ? { ...base, subscriptionId, type: "invoice.paid", periodStart: fromSeconds(period.start), periodEnd: fromSeconds(period.end), amountPence: invoice.amount_paid }
      : { ...base, subscriptionId, type: "invoice.payment_failed", periodEnd: fromSeconds(period.end), attemptCount: invoice.attempt_count, first: invoice.billing_reason === "subscription_create" };
  }
  if (event.type === "customer.subscription.updated") {
    const subscription = event.data.object;
    const periodEnd = subscription.items.data[0]?.current_period_end;
    return {
      ...base,
      subscriptionId: subscription.id,
      type: "subscription.updated",
      status: subscription.status,
      periodEnd: periodEnd ? fromSeconds(periodEnd) : undefined,
      cancelAt: subscription.cancel_at ? fromSeconds(subscription.cancel_at) : null,
    };
  }
  if (event.type === "customer.subscription.deleted") {
    const subscription = event.data.object;
    return { ...base, subscriptionId: subscription.id, type: "subscription.deleted", endedAt: fromSeconds(subscription.ended_at ?? event.created) };
  }
  return undefined;
}
