/**
 * What the studio needs from a card-payment provider. Stripe (stripe-provider.server.ts) and the built-in demo
 * provider (demo-provider.server.ts) both implement it; statuses are Stripe's. A payment says what it pays for only
 * in its metadata (`{ bookingId }`, `{ voucherId }`): the feature that set it up reads it (payment-handlers.server.ts).
 */
export type PaymentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

/** Stripe's metadata: short strings under short keys. */
export type PaymentMetadata = Readonly<Record<string, string>>;

export interface PaymentIntentInfo {
  id: string;
  status: PaymentStatus;
  amountPence: number;
  currency: string;
  /** What the payment is for, as the feature that set it up named it (one key: a booking's, a gift voucher's). */
  metadata: PaymentMetadata;
  clientSecret: string;
  lastError?: string;
}

export interface PaymentProvider {
  name: "stripe" | "demo";
  /** Stripe's publishable key for the browser; the demo provider has none. */
  publishableKey?: string;
  createIntent(input: {
    metadata: PaymentMetadata;
    amountPence: number;
    /** For the provider's receipt; none for a client staff booked without an address. */
    email?: string;
    description: string;
    idempotencyKey: string;
  }): Promise<PaymentIntentInfo>;
  retrieve(id: string): Promise<PaymentIntentInfo>;
  cancel(id: string): Promise<void>;
  /** Refunds part or all of a succeeded payment; the same key never refunds twice. */
  refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string; refundId: string; metadata?: PaymentMetadata }): Promise<RefundInfo>;
  /** Every refund of a payment, as the provider records them (what a charge.refunded event is checked against). */
  listRefunds(paymentIntentId: string): Promise<RefundInfo[]>;
}

/** A refund as the provider reports it; `refundId` is ours (refunds.id), carried in the provider's metadata. */
export interface RefundInfo {
  id: string;
  status: "pending" | "succeeded" | "failed";
  amountPence: number;
  paymentIntentId: string;
  refundId: string | undefined;
}

/** A payment outcome to record, from a verified webhook event or a server-side retrieval. */
export interface PaymentOutcome {
  /** Unique per outcome: a duplicate is ignored. */
  eventId: string;
  provider: PaymentProvider["name"];
  /** From the event's type (payment_intent.succeeded, .payment_failed, .canceled), never guessed from a status. */
  kind: "succeeded" | "failed" | "canceled";
  intent: PaymentIntentInfo;
}
