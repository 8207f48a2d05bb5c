/**
 * The refunds owed when a gift voucher or a membership is cancelled within its 14 days (docs/decisions/0036). Each is
 * a row in `cancellation_refunds`, written in the transaction that voids the voucher or ends the membership (one per
 * voucher or membership), then asked of the provider under the row's own idempotency key and settled by its answer or
 * its refund event. A crash between leaves a pending row that the minute's sweep asks again. The provider's call is
 * passed in: a voucher's payment is refunded by the card provider, a membership's invoice by its billing provider.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancellationRefunds } from "~/db/schema.server";

export type CancellationRefund = typeof cancellationRefunds.$inferSelect;
export type RefundAnswer = { id: string; status: "pending" | "succeeded" | "failed" };
/** Asks the provider to refund `amountPence` of `paymentId` under `idempotencyKey` (the same key never refunds twice). */
export type RefundCall = (row: { id: string; paymentId: string; amountPence: number; idempotencyKey: string }) => Promise<RefundAnswer>;

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
    .values({ ...row, id, idempotencyKey: cancellationRefundKey(id), status: nothingOwed ? "succeeded" : "pending", settledAt: nothingOwed ? sql`now()` : null })
    .returning();
  return inserted!;
}

/** Asks the provider for a pending refund and settles it with the answer. Safe to call again. */
export async function executeCancellationRefund(db: Database, id: string, call: RefundCall): Promise<CancellationRefund | undefined> {
  const [row] = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.id, id));
  if (!row || row.status !== "pending" || !row.paymentId) return row;
  const answer = await call({ id: row.id, paymentId: row.paymentId, amountPence: row.amountPence, idempotencyKey: row.idempotencyKey });
  return settleCancellationRefund(db, { paymentId: row.paymentId, ...answer });
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

/** Refunds still waiting after a minute (a crash or the provider unreachable between): each asked again on its own. */
export async function retryCancellationRefunds(db: Database, calls: { voucher: RefundCall; membership: RefundCall }, onError: (error: unknown) => void): Promise<number> {
  const due = await db
    .select({ id: cancellationRefunds.id, voucherId: cancellationRefunds.voucherId })
    .from(cancellationRefunds)
    .where(and(eq(cancellationRefunds.status, "pending"), lt(cancellationRefunds.createdAt, sql`now() - interval '1 minute'`)))
    .limit(50);
  for (const { id, voucherId } of due) {
    await executeCancellationRefund(db, id, voucherId ? calls.voucher : calls.membership).catch(onError);
  }
  return due.length;
}

/** A provider's refund event for a payment (Stripe's charge.refunded): settles a cancellation's refund, if it is one. */
export async function syncCancellationRefunds(db: Database, paymentId: string, list: () => Promise<RefundAnswer[]>): Promise<void> {
  const [row] = await db.select({ id: cancellationRefunds.id }).from(cancellationRefunds).where(eq(cancellationRefunds.paymentId, paymentId));
  if (!row) return;
  for (const info of await list()) await settleCancellationRefund(db, { paymentId, ...info });
}
