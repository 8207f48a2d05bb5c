/**
 * Refunds through the payment provider (DESIGN 3b). A refund is first a row in `refunds` (written in the same
 * transaction as the change that owes it, keyed for idempotency), then a request to the provider, then settled
 * by the provider's answer or its webhook. The booking's refunded amount is always the sum of the settled rows, so
 * answers and events arriving twice or out of order end in the same state.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, refunds } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { formatTotal } from "~/lib/money";
import { changeStatus, type Actor, type Booking, type Transaction } from "../lifecycle/booking-lifecycle.server";
import { refundablePence } from "../rules/change-policy";
import { refundReceiptEmail } from "../emails/booking-emails";
import type { PaymentProvider, RefundInfo } from "~/features/payments";
import { amountDuePence } from "../rules/amount-due";
import { askRefund, registerRefundHandler, type CardRefunds } from "~/features/payments/index.server";

export const refundMessages = {
  nothingToRefund: "Nothing is left to refund on this booking.",
  paidAtStudio: "This booking was paid at the studio, so the card provider holds no payment to refund: give the money back at the studio.",
  tooLarge: (leftPence: number) => `A refund can be at most what is left of the payment (${formatTotal(leftPence)}).`,
  beyondPolicy: (policyPence: number) =>
    `Your role refunds up to what the cancellation policy gives (${formatTotal(policyPence)}). Ask the studio's owner for more.`,
  goodwill: "A refund outside a cancellation goes beyond the policy: ask the studio's owner.",
} as const;

export type RefundRequestResult =
  | { outcome: "requested"; refundId: string; amountPence: number }
  | { outcome: "refused"; code: "nothing-to-refund" | "refund-too-large" | "paid-at-studio"; message: string };

/** What is on its way back to the card for a booking (refunds asked for, not settled yet), as a column of a select. */
// Spelled with its own alias: Drizzle may leave a column's table off, and an inner "id" would then be the refund's.
export const pendingRefundPenceOf = (bookingId: SQL) =>
  sql<number>`(select coalesce(sum(pending.amount_pence), 0)::int from ${refunds} as pending where pending.booking_id = ${bookingId} and pending.status = 'pending')`;

/** The booking with what is on its way back to the card, as the policy reads it. */
export async function withPendingRefunds<B extends Booking>(db: Database | Transaction, booking: B): Promise<B & { pendingRefundPence: number }> {
  const [row] = await db.execute<{ pending: number }>(sql`select ${pendingRefundPenceOf(sql`${booking.id}::uuid`)} as pending`);
  return { ...booking, pendingRefundPence: row!.pending };
}

/** What can still be refunded: paid, less what is refunded or already on its way back. */
export async function refundableNow(tx: Transaction, booking: Booking): Promise<number> {
  return refundablePence(await withPendingRefunds(tx, booking));
}

/**
 * Records that a refund is owed, inside the caller's transaction (whose row lock on the booking it relies on).
 * The provider is asked afterwards, by executeRefund, so a slow provider never holds the booking locked.
 */
export async function requestRefund(
  tx: Transaction,
  booking: Booking,
  { amountPence, reason, actor, key }: { amountPence: number; reason: string | null; actor: Actor; key?: string },
): Promise<RefundRequestResult> {
  const left = await refundableNow(tx, booking);
  if (left <= 0) return { outcome: "refused", code: "nothing-to-refund", message: refundMessages.nothingToRefund };
  // Money taken at the studio never passed through the provider: there is nothing there to send back.
  if (!booking.paymentIntentId) return { outcome: "refused", code: "paid-at-studio", message: refundMessages.paidAtStudio };
  if (!Number.isInteger(amountPence) || amountPence <= 0 || amountPence > left) {
    return { outcome: "refused", code: "refund-too-large", message: refundMessages.tooLarge(left) };
  }
  const id = crypto.randomUUID();
  const [row] = await tx
    .insert(refunds)
    .values({
      id,
      bookingId: booking.id,
      amountPence,
      reason,
      actor: actor.kind,
      userId: actor.kind === "staff" ? actor.userId : null,
      username: actor.kind === "staff" ? actor.username : null,
      provider: booking.paymentIntentId.startsWith("demo_") ? "demo" : "stripe",
      idempotencyKey: key ?? `refund-${id}`,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  // The same key asked twice (a retried request): the first row stands.
  if (!row) {
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key!));
    return { outcome: "requested", refundId: existing!.id, amountPence: existing!.amountPence };
  }
  return { outcome: "requested", refundId: row.id, amountPence };
}

/** The booking's own refunds in the refund service (docs/decisions/0078): asked of the card provider that took the payment. */
export const bookingRefundKind = "booking";

registerRefundHandler({
  key: bookingRefundKind,
  table: refunds,
  async owed(db, id) {
    const [row] = await db
      .select({ refund: refunds, paymentIntentId: bookings.paymentIntentId })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(eq(refunds.id, id));
    if (!row || row.refund.status !== "pending" || !row.paymentIntentId) return undefined;
    const { refund } = row;
    return { payer: "card", paymentId: row.paymentIntentId, amountPence: refund.amountPence, idempotencyKey: refund.idempotencyKey, refundId: refund.id, metadata: { bookingId: refund.bookingId } };
  },
  async settle(db, answer, emailContext) {
    await settleRefund(db, { id: answer.id, status: answer.status, amountPence: answer.amountPence, paymentIntentId: answer.paymentId, refundId: answer.refundId }, emailContext!);
  },
});

/** Asks the provider for a recorded refund and settles it with the answer. Safe to call again: the key is the row's. */
export async function executeRefund(db: Database, provider: CardRefunds, refundId: string, emailContext: EmailContext): Promise<void> {
  await askRefund(db, { card: provider, emailContext }, bookingRefundKind, refundId);
}

/**
 * Applies what the provider says about one refund: ours by id, or one made outside the site (Stripe's dashboard),
 * recorded as the payment provider's. A refund that succeeds updates the booking's amount and payment status
 * through changeStatus and queues the client's receipt, once.
 */
export async function settleRefund(db: Database, info: RefundInfo, emailContext: EmailContext): Promise<"settled" | "unchanged" | "unknown-payment"> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.paymentIntentId, info.paymentIntentId)).for("update");
    if (!booking) return "unknown-payment";
    let [row] = await tx
      .select()
      .from(refunds)
      .where(info.refundId ? eq(refunds.id, info.refundId) : eq(refunds.providerRefundId, info.id))
      .for("update");
    if (!row && info.refundId) [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, info.id)).for("update");
    if (!row) {
      [row] = await tx
        .insert(refunds)
        .values({ bookingId: booking.id, amountPence: info.amountPence, reason: "refunded at the provider", actor: "payment", provider: booking.paymentIntentId!.startsWith("demo_") ? "demo" : "stripe", providerRefundId: info.id, idempotencyKey: `provider-${info.id}`, status: "pending" })
        .returning();
    }
    if (row!.status === info.status && row!.providerRefundId === info.id) return "unchanged";
    // A settled refund stays settled: a late "pending" never undoes a success.
    if (row!.status === "succeeded") return "unchanged";
    await tx
      .update(refunds)
      .set({ status: info.status, providerRefundId: info.id, settledAt: info.status === "pending" ? null : sql`now()` })
      .where(eq(refunds.id, row!.id));
    if (info.status !== "succeeded") return "settled";

    const [{ total }] = (await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), eq(refunds.status, "succeeded")))) as [{ total: number }];
    // Only the card's part was paid to the provider: a voucher's part goes back on the voucher, not here (0026).
    const cardPence = amountDuePence(booking);
    const refundedPence = Math.min(total, cardPence);
    const paymentStatus = refundedPence >= cardPence ? "refunded" : "partially_refunded";
    const changed = await changeStatus(
      tx,
      { bookingId: booking.id, paymentStatus, actor: { kind: "payment" }, reason: `refund ${info.id}`, also: { refundedPence } },
      { emailContext },
    );
    if (changed.outcome !== "changed") throw new Error(`Refund ${info.id} could not be recorded: ${changed.outcome}`);
    await enqueueEmail(
      tx,
      refundReceiptEmail(changed.booking, emailContext, {
        amountPence: row!.amountPence,
        refundedAt: new Date(),
        totalRefundedPence: refundedPence,
        note: row!.actor === "system" ? (row!.reason ?? undefined) : undefined,
      }),
      { bookingId: booking.id },
    );
    return "settled";
  });
}

/** Applies a provider's refund event (Stripe's charge.refunded): every refund of the payment, as the provider lists them. */
export async function syncRefunds(db: Database, provider: PaymentProvider, paymentIntentId: string, emailContext: EmailContext): Promise<void> {
  for (const info of await provider.listRefunds(paymentIntentId)) await settleRefund(db, info, emailContext);
}
