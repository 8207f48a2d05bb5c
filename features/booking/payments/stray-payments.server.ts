/**
 * Card payments the diary does not account for (docs/decisions/0032): a payment that succeeded for an amount the
 * booking no longer asks (a gift voucher applied or removed in another tab while it was being confirmed), or one
 * for a booking already settled by a voucher, at the studio or by another payment. The money must not stay with the
 * provider: each is recorded in the transaction that sees it (once: the payment's id is unique), audited on the
 * booking, then refunded in full to the payment it came from, and the client is emailed once it is made.
 *
 * They are kept apart from `refunds`, which refund the booking's own payment and add up to what the booking shows as
 * refunded: this money was never part of the booking's payment.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, strayPayments } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { formatTotal } from "~/lib/money";
import { recordChange, type Booking, type Transaction } from "../lifecycle/booking-lifecycle.server";
import { strayPaymentRefundEmail } from "../emails/booking-emails";
import type { PaymentIntentInfo, PaymentProvider, RefundInfo } from "~/features/payments";
import { askRefund, registerRefundHandler, type CardRefunds } from "~/features/payments/index.server";

/** Why a payment was not needed, as the client's refund email says it. */
export const strayPaymentNotes = {
  "amount-mismatch":
    "A card payment for your booking arrived for an amount it no longer needed (a gift voucher had changed what was left to pay), so we have refunded it in full. Your booking is as it was.",
  "already-paid": "A card payment for your booking arrived after it had already been paid, so we have refunded it in full. Your booking is as it was.",
} as const;

export type StrayReason = keyof typeof strayPaymentNotes;

const refundKey = (paymentIntentId: string) => `stray-payment-${paymentIntentId}`;

/**
 * Records, in the caller's transaction (which holds the booking's row lock), that a payment is to be refunded in
 * full, with an audit row on the booking. Returns the record to refund (executeStrayRefund), or nothing when the
 * same payment was recorded before (an event delivered twice).
 */
export async function recordStrayPayment(
  tx: Transaction,
  booking: Booking,
  { intent, provider, reason }: { intent: PaymentIntentInfo; provider: PaymentProvider["name"]; reason: StrayReason },
): Promise<string | undefined> {
  if (intent.amountPence <= 0) return undefined;
  const [row] = await tx
    .insert(strayPayments)
    .values({ bookingId: booking.id, paymentIntentId: intent.id, provider, amountPence: intent.amountPence, reason })
    .onConflictDoNothing({ target: strayPayments.paymentIntentId })
    .returning({ id: strayPayments.id });
  if (!row) return undefined;
  // A booking settled without its card (a voucher paid it all) may still name the payment it had set up: that
  // payment is refunded here, so the booking's own refunds must never find it as theirs.
  if (booking.paymentIntentId === intent.id) {
    await tx.update(bookings).set({ paymentIntentId: null, updatedAt: sql`now()` }).where(eq(bookings.id, booking.id));
  }
  await recordChange(tx, {
    bookingId: booking.id,
    actor: { kind: "system" },
    fromStatus: booking.status,
    toStatus: booking.status,
    reason: `card payment ${intent.id} of ${formatTotal(intent.amountPence)} not needed (${reason}): refunded in full`,
  });
  return row.id;
}

/** Stray payments' refunds in the refund service (docs/decisions/0078): the whole payment, back to the card it came from. */
export const strayRefundKind = "stray-payment";

registerRefundHandler({
  key: strayRefundKind,
  table: strayPayments,
  async owed(db, id) {
    const [row] = await db.select().from(strayPayments).where(eq(strayPayments.id, id));
    if (!row || row.status !== "pending") return undefined;
    return { payer: "card", paymentId: row.paymentIntentId, amountPence: row.amountPence, idempotencyKey: refundKey(row.paymentIntentId), refundId: row.id, metadata: { bookingId: row.bookingId } };
  },
  async settle(db, answer, emailContext) {
    await settleStrayRefund(db, { id: answer.id, status: answer.status, amountPence: answer.amountPence, paymentIntentId: answer.paymentId, refundId: answer.refundId }, emailContext!);
  },
});

/** Asks the provider for the refund of a recorded payment and settles it with the answer. Safe to call again. */
export async function executeStrayRefund(db: Database, provider: CardRefunds, strayId: string, emailContext: EmailContext): Promise<void> {
  await askRefund(db, { card: provider, emailContext }, strayRefundKind, strayId);
}

/**
 * Applies what the provider says about the refund of a stray payment (its answer, or a refund event read back).
 * A success is final and emails the client once; anything about another payment is not ours here.
 */
export async function settleStrayRefund(db: Database, info: RefundInfo, emailContext: EmailContext): Promise<"settled" | "unchanged" | "not-stray"> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(strayPayments).where(eq(strayPayments.paymentIntentId, info.paymentIntentId)).for("update");
    if (!row) return "not-stray";
    if (row.status === "succeeded" || (row.status === info.status && row.providerRefundId === info.id)) return "unchanged";
    await tx
      .update(strayPayments)
      .set({ status: info.status, providerRefundId: info.id, settledAt: info.status === "pending" ? null : sql`now()` })
      .where(eq(strayPayments.id, row.id));
    if (info.status !== "succeeded") return "settled";
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId));
    if (booking) {
      await enqueueEmail(
        tx,
        strayPaymentRefundEmail(booking, emailContext, { amountPence: row.amountPence, refundedAt: new Date(), note: strayPaymentNotes[row.reason as StrayReason] }),
        { bookingId: booking.id },
      );
    }
    return "settled";
  });
}

/** A provider's refund event for a payment (Stripe's charge.refunded): settles a stray payment's refund, if it is one. */
export async function syncStrayRefunds(db: Database, provider: PaymentProvider, paymentIntentId: string, emailContext: EmailContext): Promise<void> {
  const [row] = await db.select({ id: strayPayments.id }).from(strayPayments).where(eq(strayPayments.paymentIntentId, paymentIntentId));
  if (!row) return;
  for (const info of await provider.listRefunds(paymentIntentId)) await settleStrayRefund(db, info, emailContext);
}
