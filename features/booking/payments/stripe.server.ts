import Stripe from "stripe";
import type { PaymentIntentInfo, PaymentProvider } from "~/features/booking/payments/payments";

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
    bookingId: intent.metadata?.bookingId,
    clientSecret: intent.client_secret ?? "",
    lastError: intent.last_payment_error?.message,
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
    async createIntent({ bookingId, amountPence, email, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency: "gbp",
          description,
          receipt_email: email,
          metadata: { bookingId },
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
  };
}
