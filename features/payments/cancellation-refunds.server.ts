/**
 * The refunds owed when a gift voucher or a membership is cancelled within its 14 days (docs/decisions/0036). Each is
 * a row in `cancellation_refunds`, written in the transaction that voids the voucher or ends the membership (one per
 * voucher or membership), then asked of the provider under the row's own idempotency key and settled by its answer or
 * its refund event. A crash or a refusal between leaves a pending row that the sweep asks again on the row's own
 * schedule, as a booking's refunds are (refund-attempts.server.ts, docs/decisions/0046). The provider's call is passed
 * in: a voucher's payment is refunded by the card provider, a membership's invoice by its billing provider.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancellationRefunds } from "~/db/schema.server";
import { dueRefunds, recordAnswer, recordRefusal, retryEach } from "./refund-attempts.server";

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

/** Asks the provider for a pending refund and settles it with the answer. Safe to call again. */
export async function executeCancellationRefund(db: Database, id: string, call: RefundCall): Promise<CancellationRefund | undefined> {
  const [row] = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.id, id));
  if (!row || row.status !== "pending" || !row.paymentId) return row;
  let answer: RefundAnswer;
  try {
    answer = await call({ id: row.id, paymentId: row.paymentId, amountPence: row.amountPence, idempotencyKey: row.idempotencyKey });
  } catch (error) {
    await recordRefusal(db, cancellationRefunds, row.id, error);
    throw error;
  }
  const settled = await settleCancellationRefund(db, { paymentId: row.paymentId, ...answer });
  await recordAnswer(db, cancellationRefunds, row.id, answer.status);
  return settled;
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

/** Refunds whose next attempt is due: each asked again on its own, so one the provider keeps refusing never stops another. */
export async function retryCancellationRefunds(
  db: Database,
  calls: { voucher: RefundCall; membership: RefundCall },
  onError?: (refundId: string, error: unknown) => void,
): Promise<{ asked: number; refused: number }> {
  const due = await dueRefunds(db, cancellationRefunds);
  if (due.length === 0) return { asked: 0, refused: 0 };
  const owners = await db
    .select({ id: cancellationRefunds.id, voucherId: cancellationRefunds.voucherId })
    .from(cancellationRefunds)
    .where(inArray(cancellationRefunds.id, due.map((row) => row.id)));
  const forVoucher = new Set(owners.filter((row) => row.voucherId).map((row) => row.id));
  return retryEach(due, (id) => executeCancellationRefund(db, id, forVoucher.has(id) ? calls.voucher : calls.membership).then(() => undefined), onError);
}

/** A provider's refund event for a payment (Stripe's charge.refunded): settles a cancellation's refund, if it is one. */
export async function syncCancellationRefunds(db: Database, paymentId: string, list: () => Promise<RefundAnswer[]>): Promise<void> {
  const [row] = await db.select({ id: cancellationRefunds.id }).from(cancellationRefunds).where(eq(cancellationRefunds.paymentId, paymentId));
  if (!row) return;
  for (const info of await list()) await settleCancellationRefund(db, { paymentId, ...info });
}
