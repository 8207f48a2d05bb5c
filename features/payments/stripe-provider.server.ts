import Stripe from "stripe";
import type { PaymentIntentInfo, PaymentProvider, RefundInfo } from "./payment-provider";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API base (a local fake in tests, stripe-mock); Stripe's own when unset. */
  apiUrl?: string;
}

export function toIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentInfo["status"],
    amountPence: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    clientSecret: intent.client_secret ?? "",
    lastError: intent.last_payment_error?.message,
  };
}

export function toRefundInfo(refund: Stripe.Refund): RefundInfo {
  const status = refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
  return {
    id: refund.id,
    status,
    amountPence: refund.amount,
    paymentIntentId: typeof refund.payment_intent === "string" ? refund.payment_intent : (refund.payment_intent?.id ?? ""),
    refundId: refund.metadata?.refundId,
  };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    telemetry: false,
    maxNetworkRetries: url ? 0 : 2,
    ...(url
      ? { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: url.protocol === "https:" ? "https" : "http" }
      : {}),
  });
}

/** Stripe through its official SDK: every create call carries an idempotency key. */
export function createStripeProvider(
  settings: StripeSettings,
): PaymentProvider & { name: "stripe"; stripe: Stripe; webhookSecret: string } {
  const stripe = createStripeClient(settings);
  return {
    name: "stripe",
    publishableKey: settings.publishableKey,
    stripe,
    webhookSecret: settings.webhookSecret,
    async createIntent({ metadata, amountPence, email, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency: "gbp",
          description,
          receipt_email: email,
          metadata: { ...metadata },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntentInfo(intent);
    },
    async retrieve(id) {
      return toIntentInfo(await stripe.paymentIntents.retrieve(id));
    },
    async cancel(id) {
      await stripe.paymentIntents.cancel(id);
    },
    async refund({ paymentIntentId, amountPence, idempotencyKey, refundId, metadata }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountPence, metadata: { ...metadata, refundId } },
        { idempotencyKey },
      );
      return toRefundInfo(refund);
    },
    async listRefunds(paymentIntentId) {
      const page = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return page.data.map(toRefundInfo);
    },
  };
}
