/**
 * The refunds owed when a gift voucher or a membership is cancelled within its 14 days (docs/decisions/0036). Each is
 * a row in `cancellation_refunds`, written in the transaction that voids the voucher or ends the membership (one per
 * voucher or membership), then asked of the provider under the row's own idempotency key and settled by its answer or
 * its refund event. A crash or a refusal between leaves a pending row that the one retry asks again on the row's own
 * schedule, as a booking's refunds are (refund-service.server.ts, docs/decisions/0046, 0078): a voucher's payment is
 * refunded by the card provider, a membership's invoice by its billing provider.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancellationRefunds } from "~/db/schema.server";
import { askRefund, registerRefundHandler, type RefundAnswer, type Refunders } from "./refund-service.server";

export type CancellationRefund = typeof cancellationRefunds.$inferSelect;

type Executor = Pick<Database, "insert" | "select">;

export const cancellationRefundKey = (id: string) => `cancellation-refund-${id}`;

/** Records the refund in the caller's transaction; nothing owed (fully used) is recorded as settled at once. */
export async function recordCancellationRefund(
  tx: Executor,
  row: Omit<typeof cancellationRefunds.$inferInsert, "id" | "status" | "idempotencyKey" | "createdAt" | "settledAt" | "providerRefundId">,
): Promise<CancellationRefund> {
  const id = crypto.randomUUID();
  const nothingOwed = row.amountPence === 0 || !row.paymentId;
  const [inserted] = await tx
    .insert(cancellationRefunds)
    .values({
      ...row,
      id,
      idempotencyKey: cancellationRefundKey(id),
      status: nothingOwed ? "succeeded" : "pending",
      settledAt: nothingOwed ? sql`now()` : null,
      nextAttemptAt: nothingOwed ? null : undefined,
    })
    .returning();
  return inserted!;
}

/** The refund's kind in the refund service: the voucher's is the card provider's, the membership's its billing's. */
export const cancellationRefundKind = "cancellation";

registerRefundHandler({
  key: cancellationRefundKind,
  table: cancellationRefunds,
  async owed(db, id) {
    const [row] = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.id, id));
    if (!row || row.status !== "pending" || !row.paymentId) return undefined;
    return { payer: row.voucherId ? "card" : "billing", paymentId: row.paymentId, amountPence: row.amountPence, idempotencyKey: row.idempotencyKey, refundId: row.id };
  },
  async settle(db, answer) {
    await settleCancellationRefund(db, { id: answer.id, status: answer.status, paymentId: answer.paymentId });
  },
});

/** Asks the provider for a pending refund (refund-service.server.ts) and answers the row as it stands after. Safe to call again. */
export async function executeCancellationRefund(db: Database, refunders: Refunders, id: string): Promise<CancellationRefund | undefined> {
  await askRefund(db, refunders, cancellationRefundKind, id);
  const [row] = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.id, id));
  return row;
}

/**
 * What the provider says of the refund of `paymentId` (its answer, or a refund event read back). A success is final;
 * undefined when the payment is not one of these.
 */
export async function settleCancellationRefund(db: Database, info: RefundAnswer & { paymentId: string }): Promise<CancellationRefund | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cancellationRefunds).where(eq(cancellationRefunds.paymentId, info.paymentId)).for("update");
    if (!row) return undefined;
    if (row.status === "succeeded" || (row.status === info.status && row.providerRefundId === info.id)) return row;
    const [changed] = await tx
      .update(cancellationRefunds)
      .set({ status: info.status, providerRefundId: info.id, settledAt: info.status === "pending" ? null : sql`now()` })
      .where(eq(cancellationRefunds.id, row.id))
      .returning();
    return changed;
  });
}

/** A provider's refund event for a payment (Stripe's charge.refunded): settles a cancellation's refund, if it is one. */
export async function syncCancellationRefunds(db: Database, paymentId: string, list: () => Promise<RefundAnswer[]>): Promise<void> {
  const [row] = await db.select({ id: cancellationRefunds.id }).from(cancellationRefunds).where(eq(cancellationRefunds.paymentId, paymentId));
  if (!row) return;
  for (const info of await list()) await settleCancellationRefund(db, { paymentId, ...info });
}
