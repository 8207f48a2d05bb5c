/**
 * The sweep's reconciliation of memberships' first payments (docs/decisions/0040), as reconcileOpenPayments does for
 * bookings and vouchers: killed between the provider's "payment succeeded" and its record, a join must not stay
 * incomplete with its month paid, nor keep a payment that nothing needs. Each join's subscription is asked about on
 * its own schedule until its first invoice is paid or can no longer be: a paid one goes through applyBillingEvent
 * (the one place a membership changes, so it starts her membership once, with its welcome), and one paid for a join
 * she had already left (she joined again, or it expired) is refunded in full.
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancellationRefunds, memberships, openPayments } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { executeCancellationRefund, recordCancellationRefund } from "~/features/payments/index.server";
import { membershipPaymentReturnedEmail } from "../membership-emails";
import { membershipTiers } from "../membership-tiers";
import { applyBillingEvent, changeMembership, lockEmail } from "../memberships.server";
import type { BillingProvider } from "../billing-provider";

export type JoinReconciled = "started" | "refunded" | "ended" | "open";

type OpenJoin = typeof openPayments.$inferSelect & { membershipId: string };

/** Asks the billing provider about every open join whose check is due, each on its own: one failing does not stop the rest. */
export async function reconcileOpenJoins(
  db: Database,
  billing: BillingProvider,
  mail: EmailContext,
  { now = new Date(), onError }: { now?: Date; onError?: (subscriptionId: string, error: unknown) => void } = {},
): Promise<{ asked: number; refused: number }> {
  const due = (await db
    .select()
    .from(openPayments)
    .where(and(eq(openPayments.provider, billing.name), isNotNull(openPayments.membershipId), lte(openPayments.nextCheckAt, now)))
    .orderBy(openPayments.nextCheckAt)
    .limit(50)) as OpenJoin[];
  let refused = 0;
  for (const row of due) {
    try {
      await reconcileJoin(db, billing, row, mail);
    } catch (error) {
      refused++;
      onError?.(row.paymentIntentId, error);
    }
  }
  return { asked: due.length, refused };
}

async function reconcileJoin(db: Database, billing: BillingProvider, row: OpenJoin, mail: EmailContext): Promise<JoinReconciled> {
  const subscriptionId = row.paymentIntentId;
  const later = () =>
    db
      .update(openPayments)
      // 5 minutes, doubling to an hour, as the other open payments.
      .set({ checks: sql`${openPayments.checks} + 1`, nextCheckAt: sql`now() + least(60, 5 * power(2, ${openPayments.checks})) * interval '1 minute'` })
      .where(eq(openPayments.paymentIntentId, subscriptionId));
  const close = () => db.delete(openPayments).where(eq(openPayments.paymentIntentId, subscriptionId));
  let invoice;
  try {
    invoice = await billing.firstInvoice(subscriptionId);
  } catch (error) {
    await later();
    throw error;
  }
  if (invoice.status === "ended") {
    await close();
    return "ended";
  }
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, row.membershipId));
  if (!membership) {
    await close();
    return "ended";
  }
  if (invoice.status === "open") {
    // A join she has left (joined again, or it expired) can no longer be paid: ended at the provider too. The next
    // check still looks, in case it was paid a moment before.
    if (membership.status === "ended") await billing.abandon(subscriptionId).catch(() => undefined);
    await later();
    return "open";
  }
  // The id the sweep gives every invoice it finds paid: applied once, and a period the webhook already applied is stale.
  await applyBillingEvent(
    db,
    { id: `retrieved:${invoice.invoiceId}:paid`, provider: billing.name, subscriptionId, type: "invoice.paid", periodStart: invoice.periodStart, periodEnd: invoice.periodEnd, amountPence: invoice.amountPence },
    mail,
  );
  const [after] = await db.select().from(memberships).where(eq(memberships.id, row.membershipId));
  if (after?.startedAt) {
    await close();
    return "started";
  }
  await refundUnneeded(db, billing, row.membershipId, subscriptionId, mail);
  await close();
  return "refunded";
}

/**
 * The first payment of a join that had ended before it was paid: nothing needs it, so it is refunded in full, through
 * the 14-day refunds' table and retries (one per membership), audited on the membership, and she is told.
 */
async function refundUnneeded(db: Database, billing: BillingProvider, membershipId: string, subscriptionId: string, mail: EmailContext): Promise<void> {
  const payment = await billing.firstPayment(subscriptionId);
  if (!payment) throw new Error(`subscription ${subscriptionId}: its first invoice is paid but names no payment yet`);
  const refundId = await db.transaction(async (tx) => {
    const [{ email }] = (await tx.select({ email: memberships.email }).from(memberships).where(eq(memberships.id, membershipId))) as [{ email: string }];
    await lockEmail(tx, email);
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
    const [owed] = await tx.select({ id: cancellationRefunds.id }).from(cancellationRefunds).where(eq(cancellationRefunds.membershipId, membershipId));
    if (!row || owed) return owed?.id;
    const basis = `its first payment arrived after the join had ended: nothing needs it, refunded in full`;
    const refund = await recordCancellationRefund(tx, {
      membershipId,
      provider: billing.name,
      paymentId: payment.paymentId,
      paidPence: payment.amountPence,
      amountPence: payment.amountPence,
      basis,
      actor: "system",
      noticeReceivedAt: new Date(),
      note: null,
    });
    await changeMembership(tx, row, { status: "ended" }, { kind: "payment", provider: billing.name }, `first payment ${payment.paymentId} found by the sweep: ${basis}`);
    const tier = membershipTiers.find((candidate) => candidate.id === row.tier)!;
    await enqueueEmail(tx, membershipPaymentReturnedEmail(row, tier, payment.amountPence, mail));
    return refund.id;
  });
  // Refused or unreachable: the one refund retry asks again.
  if (refundId) await executeCancellationRefund(db, { billing }, refundId).catch(() => undefined);
}
