import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cancellationRefunds, memberships } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { isUuid } from "~/lib/ids";
import { cancellationNoticeSchema } from "~/lib/cancellation-notice";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { cancellationRight, withinCancellationPeriod } from "~/lib/cancellation-period";
import { executeCancellationRefund, recordCancellationRefund, type CancellationRefund } from "~/features/payments/index.server";
import { membershipCancelledEmail, membershipRefundEmail } from "./membership-emails";
import type { BillingProvider } from "./billing-provider";
import { cancellationTakesEffect, coolingOffRefund } from "./membership-rules";
import { cancellableStatuses, isLive, type CancelAnswer, type MembershipStatus } from "./membership-status";
import { perksTakenPence } from "./member-benefits.server";
import { actorText, BillingUnavailableError, changeMembership, liveFor, lockEmail, tierOf, type Executor, type Membership, type MembershipActor } from "./memberships.server";

/**
 * Leaving the Dreams Club (docs/decisions/0027, 0036): her own notice, staff's, and within the 14 days from joining
 * an end at once with the refund the regulations allow.
 */

export type CancelResult = { outcome: "cancelling"; answer: CancelAnswer } | { outcome: "none" } | { outcome: "not-cancellable" };

const refundAnswer = (refund: CancellationRefund | undefined): CancelAnswer["refund"] =>
  refund ? { paidPence: refund.paidPence, refundPence: refund.amountPence, status: refund.status as "pending" | "succeeded" | "failed" } : null;

const cancelAnswer = (row: Membership, refund?: CancellationRefund): CancelAnswer => ({
  status: row.status as MembershipStatus,
  endsAt: (row.cancelAt ?? row.endedAt)!.toISOString(),
  heldToMinimumTerm: !refund && row.cancelAt!.getTime() === row.minimumTermEnd?.getTime(),
  refund: refundAnswer(refund),
});

/** A cancellation's notice: when it was given (now, or the day an emailed one reached the studio) and staff's note. */
export interface CancelNotice {
  receivedAt: Date;
  note?: string | null;
}

const refundOf = async (tx: Pick<Database, "select">, membershipId: string) =>
  (await tx.select().from(cancellationRefunds).where(eq(cancellationRefunds.membershipId, membershipId)))[0];

/**
 * Within the 14 days from joining the minimum term does not bind: the subscription ends at once at the provider (told
 * first, under the row's lock: if it refuses, nothing here changes), the membership ends, and the first payment is
 * refunded less the perks taken, recorded in the same transaction; the provider is asked for the refund after it.
 */
async function endInCoolingOff(
  tx: Executor,
  billing: BillingProvider,
  row: Membership,
  { actor, reason, mail, notice, now }: { actor: MembershipActor; reason: string; mail?: EmailContext; notice: CancelNotice; now: Date },
): Promise<{ answer: CancelAnswer; refund: CancellationRefund }> {
  const payment = await billing.firstPayment(row.providerSubscriptionId!).catch((error: unknown) => {
    throw new BillingUnavailableError(error);
  });
  await billing.abandon(row.providerSubscriptionId!).catch((error: unknown) => {
    throw new BillingUnavailableError(error);
  });
  const paidPence = payment?.amountPence ?? 0;
  const { refundPence, basis } = coolingOffRefund(paidPence, await perksTakenPence(tx, row));
  const changed = await changeMembership(tx, row, { status: "ended", endedAt: now, cancelAt: null }, actor, `${reason}, within the ${cancellationRight.days} days: ${basis}`);
  const refund = await recordCancellationRefund(tx, {
    membershipId: row.id,
    provider: billing.name,
    paymentId: payment?.paymentId ?? null,
    paidPence,
    amountPence: refundPence,
    basis,
    actor: actorText(actor),
    noticeReceivedAt: notice.receivedAt,
    note: notice.note?.trim() || null,
  });
  if (mail) await enqueueEmail(tx, membershipRefundEmail(changed, tierOf(row.tier), { paidPence, refundPence }, mail));
  return { answer: cancelAnswer(changed, refund), refund };
}

/**
 * Cancels a live membership whose row the caller holds locked. A notice given within the 14 days from joining ends
 * it at once with the refund (endInCoolingOff); otherwise inside the minimum term it runs (and is paid) to the term's
 * end, after it to the end of the month paid for. Already cancelling answers the same date and changes nothing. The
 * member is emailed once, whoever asked.
 */
async function cancelLocked(
  tx: Executor,
  billing: BillingProvider,
  row: Membership,
  { actor, reason, mail, notice, timeZone, now }: { actor: MembershipActor; reason: string; mail?: EmailContext; notice: CancelNotice; timeZone: string; now: Date },
): Promise<CancelResult & { refundId?: string }> {
  if (!(cancellableStatuses as readonly string[]).includes(row.status) && row.status !== "cancelling") return { outcome: "not-cancellable" };
  if (!row.startedAt || !row.currentPeriodEnd || !row.providerSubscriptionId) return { outcome: "not-cancellable" };
  // Her right to cancel is the day's she gave notice on, even after she had asked to leave at the term's end.
  if (withinCancellationPeriod(row.startedAt, notice.receivedAt, timeZone)) {
    const { answer, refund } = await endInCoolingOff(tx, billing, row, { actor, reason, mail, notice, now });
    return { outcome: "cancelling", answer, refundId: refund.status === "pending" ? refund.id : undefined };
  }
  if (row.cancelAt) return { outcome: "cancelling", answer: cancelAnswer(row) };
  const endsAt = cancellationTakesEffect(row.startedAt, row.currentPeriodEnd);
  // Told to the provider first, under the row's lock: if it refuses, nothing here changes.
  await billing.scheduleCancel(row.providerSubscriptionId, endsAt).catch((error: unknown) => {
    throw new BillingUnavailableError(error);
  });
  const changed = await changeMembership(tx, row, { cancelAt: endsAt, status: row.status === "active" ? "cancelling" : row.status }, actor, reason);
  if (mail) await enqueueEmail(tx, membershipCancelledEmail({ ...changed, cancelAt: endsAt }, tierOf(row.tier), mail));
  return { outcome: "cancelling", answer: cancelAnswer(changed) };
}

interface CancelOptions {
  mail?: EmailContext;
  /** The studio's zone, whose calendar days the 14 days count. */
  timeZone: string;
  /** Given now unless staff record a notice that came earlier by email. */
  notice?: CancelNotice;
  now?: Date;
}

/** After the transaction: the provider asked for a refund just recorded (a failure leaves it for the sweep). */
async function refundAfter(db: Database, billing: BillingProvider, result: CancelResult & { refundId?: string }): Promise<CancelResult> {
  if (result.outcome !== "cancelling" || !result.refundId) return result;
  const { refundId, ...answered } = result;
  const settled = await executeCancellationRefund(db, { billing }, refundId).catch(() => undefined);
  return settled ? { ...answered, answer: { ...answered.answer, refund: refundAnswer(settled) } } : answered;
}

/** A membership ended by a cancellation within its 14 days answers again as it did: the same end and refund. */
async function endedInCoolingOff(tx: Executor, row: Membership | undefined): Promise<CancelResult | undefined> {
  if (!row || row.status !== "ended") return undefined;
  const refund = await refundOf(tx, row.id);
  return refund ? { outcome: "cancelling", answer: cancelAnswer(row, refund) } : undefined;
}

/** Her request to leave (the account page, POST /api/memberships/me/cancel). Asking again answers the same. */
export async function cancelMembership(db: Database, billing: BillingProvider, email: string, options: CancelOptions): Promise<CancelResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<CancelResult & { refundId?: string }> => {
    await lockEmail(tx, email);
    const row = await liveFor(tx, email);
    if (!row) {
      const [latest] = await tx.select().from(memberships).where(sql`lower(${memberships.email}) = ${email.toLowerCase()}`).orderBy(desc(memberships.createdAt)).limit(1);
      return (await endedInCoolingOff(tx, latest)) ?? { outcome: "none" };
    }
    return cancelLocked(tx, billing, row, { actor: { kind: "member" }, reason: "cancelled by the member", mail: options.mail, notice: options.notice ?? { receivedAt: now }, timeZone: options.timeZone, now });
  });
  return refundAfter(db, billing, result);
}

/**
 * Staff cancel a membership for her (the Members tab, POST /api/memberships/:id/cancel), or record her notice that
 * came by email: the same rule, provider call and email as her own, with the rights of the day the notice was
 * received, audited with the staff member. "none" for an unknown membership; one that has ended or was never paid
 * cannot be cancelled; asking again answers the same.
 */
export async function cancelMembershipAsStaff(
  db: Database,
  billing: BillingProvider,
  membershipId: string,
  staff: { username: string },
  options: CancelOptions,
): Promise<CancelResult> {
  if (!isUuid(membershipId)) return { outcome: "none" };
  const [found] = await db.select({ email: memberships.email }).from(memberships).where(eq(memberships.id, membershipId));
  if (!found) return { outcome: "none" };
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<CancelResult & { refundId?: string }> => {
    // The address's lock first, as a join, a payment or her own cancel take it: one order, no deadlock.
    await lockEmail(tx, found.email);
    const [row] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
    if (!row) return { outcome: "none" };
    const again = await endedInCoolingOff(tx, row);
    if (again) return again;
    if (!isLive(row.status)) return { outcome: "not-cancellable" };
    const notice = options.notice ?? { receivedAt: now };
    const recorded = options.notice ? `, notice received ${notice.receivedAt.toISOString()}` : "";
    return cancelLocked(tx, billing, row, {
      actor: { kind: "staff", username: staff.username },
      reason: `cancelled by staff (${staff.username})${recorded}`,
      mail: options.mail,
      notice,
      timeZone: options.timeZone,
      now,
    });
  });
  return refundAfter(db, billing, result);
}

/**
 * The request staff send, from the Members tab or the API: `{receivedAt?, note?}` read by the one notice schema
 * (lib/cancellation-notice), then cancelMembershipAsStaff. Both serialise its outcomes; nothing is validated twice.
 */
export async function cancelMembershipForStaff(
  db: Database,
  billing: BillingProvider,
  membershipId: string,
  staff: { username: string },
  { body, mail, timeZone, now = new Date() }: { body: unknown; mail: EmailContext; timeZone: string; now?: Date },
): Promise<CancelResult | { outcome: "invalid"; message: string; fieldErrors: FieldErrors }> {
  const parsed = parseForm(cancellationNoticeSchema({ now, timeZone }), body ?? {});
  if (!parsed.success) return { outcome: "invalid", ...parsed.error };
  const notice = parsed.data.receivedAt || parsed.data.note ? { receivedAt: parsed.data.receivedAt ?? now, note: parsed.data.note } : undefined;
  return cancelMembershipAsStaff(db, billing, membershipId, staff, { mail, timeZone, notice, now });
}

