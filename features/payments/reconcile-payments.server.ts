/**
 * The sweep's reconciliation of payments still open (docs/decisions/0040): a crash between the provider's "payment
 * succeeded" and its record (the webhook lost, the server killed before applying it) must not leave a booking or a
 * gift voucher unpaid with its money at the provider, nor let the client's retry pay twice unnoticed. Each payment
 * set up is asked about on its own schedule until it ends; a success goes through applyPaymentOutcome, the one place
 * a payment is recorded (the event id `retrieved:<id>:succeeded` is the one the pages' own checks use, so it is
 * applied once), which refunds what nothing needs. One still payable that nothing wants any more is cancelled.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openPayments } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { applyPaymentOutcome, paymentHandlers, retrievedSuccess } from "./payment-handlers.server";
import type { PaymentProvider } from "./payment-provider";
import { retryEach } from "./refund-attempts.server";

type OpenPayment = typeof openPayments.$inferSelect;

export type Reconciled = "recorded" | "ended" | "cancelled" | "open";

/** Asks the provider about every open payment whose check is due, each on its own: one failing does not stop the rest. */
export async function reconcileOpenPayments(
  db: Database,
  provider: PaymentProvider,
  emailContext: EmailContext,
  { now = new Date(), onError }: { now?: Date; onError?: (paymentIntentId: string, error: unknown) => void } = {},
): Promise<{ asked: number; refused: number }> {
  const due = await db
    .select()
    .from(openPayments)
    // A membership's first payment is its billing provider's to answer (features/memberships).
    .where(and(eq(openPayments.provider, provider.name), isNull(openPayments.membershipId), lte(openPayments.nextCheckAt, now)))
    .orderBy(openPayments.nextCheckAt)
    .limit(50);
  const rows = new Map(due.map((row) => [row.paymentIntentId, row]));
  return retryEach(
    due.map((row) => ({ id: row.paymentIntentId })),
    async (id) => {
      await reconcilePayment(db, provider, rows.get(id)!, emailContext, now);
    },
    onError,
  );
}

/** One open payment: recorded if it succeeded, forgotten once it ended, cancelled when nothing wants it. */
export async function reconcilePayment(db: Database, provider: PaymentProvider, row: OpenPayment, emailContext: EmailContext, now = new Date()): Promise<Reconciled> {
  const later = () =>
    db
      .update(openPayments)
      // 5 minutes, doubling to an hour: a payment link may wait days for the client.
      .set({ checks: sql`${openPayments.checks} + 1`, nextCheckAt: sql`now() + least(60, 5 * power(2, ${openPayments.checks})) * interval '1 minute'` })
      .where(eq(openPayments.paymentIntentId, row.paymentIntentId));
  const close = () => db.delete(openPayments).where(eq(openPayments.paymentIntentId, row.paymentIntentId));
  let intent;
  try {
    intent = await provider.retrieve(row.paymentIntentId);
  } catch (error) {
    await later();
    throw error;
  }
  if (intent.status === "succeeded") {
    await applyPaymentOutcome(db, retrievedSuccess(intent, provider), emailContext, provider);
    await close();
    return "recorded";
  }
  if (intent.status === "canceled") {
    await close();
    return "ended";
  }
  // What it pays for, found by its metadata as its outcome would be, says whether it still waits on it.
  const handler = paymentHandlers.handlerFor(intent);
  if (!(await handler?.stillWanted(db, intent, now))) {
    // Refused when it has just succeeded: the next check records it.
    const cancelled = await provider.cancel(intent.id).then(
      () => true,
      () => false,
    );
    if (cancelled) {
      await close();
      return "cancelled";
    }
  }
  await later();
  return "open";
}
