import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { demoPayments, demoRefunds } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { applyPaymentOutcome } from "./payment-handlers.server";
import type { PaymentIntentInfo, PaymentMetadata, PaymentProvider, RefundInfo } from "./payment-provider";

/**
 * The built-in provider used when no Stripe keys are set (DESIGN section 4): the same server flow, no card charged.
 * It answers Stripe's test card numbers the way Stripe's test mode does; the server, not the browser, decides.
 */
export const demoCards = {
  "4242424242424242": { result: "succeeded" },
  "4000000000000002": { result: "declined", message: "Your card was declined." },
  "4000000000009995": { result: "declined", message: "Your card has insufficient funds." },
  "4000002500003155": { result: "authenticate" },
} as const;

export const demoMessages = {
  unknownCard: "Demo payments take Stripe's test cards only, such as 4242 4242 4242 4242.",
  notFound: "This payment could not be found. Please start again from the booking page.",
  notPayable: "This payment can no longer be made. Please start again from the booking page.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  cardNumberIncomplete: "Your card number is incomplete.",
  expiryIncomplete: "Your card's expiry date is incomplete.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

type Row = typeof demoPayments.$inferSelect;

/**
 * Stripe keeps a payment's metadata as it was given; the demo table keeps the two keys the studio's payments carry
 * in columns of their own, so erasing a booking or a voucher takes its demo payments with it (ON DELETE CASCADE).
 */
const metadataOf = (row: Pick<Row, "bookingId" | "voucherId">): PaymentMetadata =>
  row.voucherId ? { voucherId: row.voucherId } : row.bookingId ? { bookingId: row.bookingId } : {};

const toInfo = (row: Row): PaymentIntentInfo => ({
  id: row.id,
  status: row.status as PaymentIntentInfo["status"],
  amountPence: row.amountPence,
  currency: "gbp",
  metadata: metadataOf(row),
  clientSecret: row.clientSecret,
  lastError: row.lastError ?? undefined,
});

export type DemoConfirmation =
  | { outcome: "succeeded"; paymentIntentId: string }
  | { outcome: "requires_action"; paymentIntentId: string }
  | { outcome: "declined"; message: string }
  | { outcome: "refused"; reason: "unknown-card" | "not-found" | "not-payable"; message: string };

export function createDemoProvider(db: Database, emailContext: EmailContext) {
  const byClientSecret = async (clientSecret: string) =>
    (await db.select().from(demoPayments).where(eq(demoPayments.clientSecret, clientSecret)))[0];

  /**
   * Moves the payment on only from the state the caller saw, in one statement, so two quick "Pay" clicks cannot
   * both succeed: the second finds the payment already taken and is refused.
   */
  const settle = async (row: Row, kind: "succeeded" | "failed", from: Row["status"], lastError?: string): Promise<boolean> => {
    const status = kind === "succeeded" ? "succeeded" : "requires_payment_method";
    const claimed = await db
      .update(demoPayments)
      .set({ status, lastError: lastError ?? null })
      .where(and(eq(demoPayments.id, row.id), eq(demoPayments.status, from)))
      .returning({ id: demoPayments.id });
    if (claimed.length === 0) return false;
    await applyPaymentOutcome(
      db,
      { eventId: `demo:${row.id}:${kind}:${randomBytes(6).toString("hex")}`, provider: "demo", kind, intent: { ...toInfo(row), status, lastError } },
      emailContext,
      provider,
    );
    return true;
  };
  const refundInfo = (row: typeof demoRefunds.$inferSelect): RefundInfo => ({
    id: row.id,
    status: row.status as RefundInfo["status"],
    amountPence: row.amountPence,
    paymentIntentId: row.paymentId,
    refundId: undefined,
  });

  const provider = {
    name: "demo" as const,
    publishableKey: undefined,
    async createIntent({ metadata, amountPence, idempotencyKey }) {
      const existing = (await db.select().from(demoPayments).where(eq(demoPayments.idempotencyKey, idempotencyKey)))[0];
      if (existing) return toInfo(existing);
      const id = `demo_pi_${randomBytes(12).toString("hex")}`;
      const [row] = await db
        .insert(demoPayments)
        .values({ id, bookingId: metadata.bookingId ?? null, voucherId: metadata.voucherId ?? null, amountPence, idempotencyKey, clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}` })
        .returning();
      return toInfo(row!);
    },
    async retrieve(id) {
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      if (!row) throw new Error(`no demo payment ${id}`);
      return toInfo(row);
    },
    async cancel(id) {
      // As Stripe: a payment that has succeeded (or was cancelled) can no longer be cancelled, only refunded.
      const cancelled = await db
        .update(demoPayments)
        .set({ status: "canceled" })
        .where(and(eq(demoPayments.id, id), inArray(demoPayments.status, ["requires_payment_method", "requires_action"])))
        .returning({ id: demoPayments.id });
      if (cancelled.length === 0) {
        const [row] = await db.select({ status: demoPayments.status }).from(demoPayments).where(eq(demoPayments.id, id));
        throw Object.assign(new Error(`You cannot cancel this PaymentIntent because it has a status of ${row?.status ?? "unknown"}.`), { code: "payment_intent_unexpected_state" });
      }
    },
    async refund({ paymentIntentId, amountPence, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(demoRefunds).where(eq(demoRefunds.idempotencyKey, idempotencyKey));
        if (existing) return refundInfo(existing);
        const [payment] = await tx.select().from(demoPayments).where(eq(demoPayments.id, paymentIntentId)).for("update");
        if (payment?.status !== "succeeded") throw new Error(`demo payment ${paymentIntentId} has not succeeded`);
        const [{ refunded }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${demoRefunds.amountPence}), 0)::int` })
          .from(demoRefunds)
          .where(eq(demoRefunds.paymentId, paymentIntentId))) as [{ refunded: number }];
        if (refunded + amountPence > payment.amountPence) throw new Error(`demo refund of ${amountPence} exceeds what is left of ${paymentIntentId}`);
        const [row] = await tx
          .insert(demoRefunds)
          .values({ id: `demo_re_${randomBytes(12).toString("hex")}`, paymentId: paymentIntentId, amountPence, idempotencyKey })
          .returning();
        return refundInfo(row!);
      });
    },
    async listRefunds(paymentIntentId) {
      return (await db.select().from(demoRefunds).where(eq(demoRefunds.paymentId, paymentIntentId))).map(refundInfo);
    },

    /** What Stripe.js's confirmPayment does against Stripe, done here: the card decides the outcome. */
    async confirm(clientSecret: string, cardNumber: string): Promise<DemoConfirmation> {
      const row = await byClientSecret(clientSecret);
      if (!row) return { outcome: "refused", reason: "not-found", message: demoMessages.notFound };
      if (row.status === "succeeded" || row.status === "canceled") return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
      const card = demoCards[cardNumber.replace(/\D/g, "") as keyof typeof demoCards];
      if (!card) return { outcome: "refused", reason: "unknown-card", message: demoMessages.unknownCard };
      if (card.result === "authenticate") {
        const claimed = await db
          .update(demoPayments)
          .set({ status: "requires_action", lastError: null })
          .where(and(eq(demoPayments.id, row.id), eq(demoPayments.status, row.status)))
          .returning({ id: demoPayments.id });
        if (claimed.length === 0) return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
        return { outcome: "requires_action", paymentIntentId: row.id };
      }
      if (card.result === "declined") {
        if (!(await settle(row, "failed", row.status, card.message))) return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
        return { outcome: "declined", message: card.message };
      }
      if (!(await settle(row, "succeeded", row.status))) return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
      return { outcome: "succeeded", paymentIntentId: row.id };
    },

    /** The bank's challenge for 4000 0025 0000 3155: approve or fail it. */
    async authenticate(clientSecret: string, approve: boolean): Promise<DemoConfirmation> {
      const row = await byClientSecret(clientSecret);
      if (!row) return { outcome: "refused", reason: "not-found", message: demoMessages.notFound };
      if (row.status !== "requires_action") return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
      if (!approve) {
        if (!(await settle(row, "failed", "requires_action", demoMessages.authenticationFailed))) {
          return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
        }
        return { outcome: "declined", message: demoMessages.authenticationFailed };
      }
      if (!(await settle(row, "succeeded", "requires_action"))) return { outcome: "refused", reason: "not-payable", message: demoMessages.notPayable };
      return { outcome: "succeeded", paymentIntentId: row.id };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;
