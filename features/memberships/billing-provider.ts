import type { TierId } from "./membership-tiers";

/**
 * What the memberships need from a billing provider (docs/decisions/0027). Stripe Billing (stripe-billing.server.ts)
 * and the demo provider (demo-billing.server.ts) both implement it; what happens next (paid, failed, renewed,
 * ended) comes back as BillingEvents, from Stripe's webhooks or the demo's own sweep, and goes through
 * applyBillingEvent.
 */
export interface BillingProvider {
  name: "stripe" | "demo";
  /** Starts a monthly subscription whose first invoice waits for the card step (Stripe's default_incomplete). */
  subscribe(input: {
    membershipId: string;
    tier: TierId;
    tierName: string;
    pricePence: number;
    name: string;
    email: string;
  }): Promise<{ customerId: string; subscriptionId: string; clientSecret: string; amountPence: number }>;
  /** Ends the subscription at `at` (the later of the minimum term's end and the paid month's). */
  scheduleCancel(subscriptionId: string, at: Date): Promise<void>;
  /** Ends a subscription at once: a join never paid, or a membership cancelled within its 14 days (docs/decisions/0036). */
  abandon(subscriptionId: string): Promise<void>;
  /** The subscription's first payment (its first invoice's), to refund: the provider's payment id and what it took. */
  firstPayment(subscriptionId: string): Promise<{ paymentId: string; amountPence: number } | undefined>;
  /**
   * The subscription's first invoice as the provider has it now (docs/decisions/0040): paid (with its period, as
   * `invoice.paid` would bring it), still payable, or never to be paid (the subscription ended unpaid).
   */
  firstInvoice(subscriptionId: string): Promise<FirstInvoice>;
  /** Refunds part or all of a payment `firstPayment` named; the same key never refunds twice. */
  refund(input: { paymentId: string; amountPence: number; idempotencyKey: string; refundId: string }): Promise<{ id: string; status: "pending" | "succeeded" | "failed" }>;
}

/** A provider's news about a subscription, in one shape for both providers. `id` is unique per event: a repeat is ignored. */
export type BillingEvent = { id: string; provider: BillingProvider["name"]; subscriptionId: string } & (
  | { type: "invoice.paid"; periodStart: Date; periodEnd: Date; amountPence: number }
  | { type: "invoice.payment_failed"; periodEnd: Date; attemptCount: number; first: boolean }
  | { type: "subscription.updated"; status: string; periodEnd: Date | undefined; cancelAt: Date | null }
  | { type: "subscription.deleted"; endedAt: Date }
);

export type FirstInvoice =
  | { status: "paid"; invoiceId: string; periodStart: Date; periodEnd: Date; amountPence: number }
  | { status: "open" }
  | { status: "ended" };
