import { and, desc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { recordMarketingOptIns } from "~/features/marketing/index.server";
import type { WithMarketing } from "~/features/marketing";
import type { Database } from "~/db/client.server";
import { bookings, cancellationRefunds, membershipChanges, membershipCredits, memberships, openPayments } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { toWallTime } from "~/lib/zoned-time";
import { isUuid } from "~/lib/ids";
import { cancellationNoticeSchema } from "~/lib/cancellation-notice";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { cancellationPeriodEnds, cancellationRight, withinCancellationPeriod } from "~/lib/cancellation-period";
import { executeCancellationRefund, recordCancellationRefund, type CancellationRefund, type RefundCall } from "~/features/payments/index.server";
import { membershipCancelledEmail, membershipRefundEmail, membershipWelcomeEmail } from "./membership-emails";
import type { BillingEvent, BillingProvider } from "./billing/billing";
import { cancellationTakesEffect, coolingOffRefund, minimumTermEnd } from "./membership-rules";
import { cancellableStatuses, hasPerks, isLive, liveStatuses, type CancelAnswer, type JoinAnswer, type JoinMembershipRequest, type MembershipStatus, type MembershipView } from "./membership-status";
import { membershipTerms, membershipTiers, type MembershipTier, type TierId } from "./membership-tiers";

/**
 * Dreams Club memberships on the server (issue 13, docs/decisions/0027): joining, the billing provider's news
 * (applyBillingEvent), cancelling, and what a member is owed at booking. Every change of a membership goes through
 * changeMembership, which writes its audit row in the same transaction.
 */

type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;
export type Membership = typeof memberships.$inferSelect;
export type MembershipActor = { kind: "member" } | { kind: "payment"; provider: string } | { kind: "staff"; username: string } | { kind: "system" };

const actorText = (actor: MembershipActor) =>
  actor.kind === "payment" ? `payment:${actor.provider}` : actor.kind === "staff" ? `staff:${actor.username}` : actor.kind;

type Patch = Partial<Omit<Membership, "id" | "email" | "createdAt">>;

/** The one way a membership changes: the row and its audit row, in the caller's transaction (which holds the row's lock). */
export async function changeMembership(tx: Executor, row: Membership, patch: Patch, actor: MembershipActor, reason: string): Promise<Membership> {
  const [changed] = await tx.update(memberships).set(patch).where(eq(memberships.id, row.id)).returning();
  const details = Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
  await tx.insert(membershipChanges).values({ membershipId: row.id, fromStatus: row.status, toStatus: changed!.status, actor: actorText(actor), reason, details });
  return changed!;
}

const tierOf = (id: string, tiers: readonly MembershipTier[] = membershipTiers) => tiers.find((tier) => tier.id === id)!;

/** Serialises what one address does to its memberships (two joins, a join and a cancel), for this transaction. */
export const lockEmail = (tx: Pick<Database, "execute">, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership:${email.toLowerCase()}`}))`);

const liveFor = async (tx: Executor, email: string) =>
  (
    await tx
      .select()
      .from(memberships)
      .where(and(sql`lower(${memberships.email}) = ${email.toLowerCase()}`, inArray(memberships.status, [...liveStatuses])))
      .for("update")
  )[0];

/** The billing provider could not start the subscription (Stripe unreachable): nothing was charged, try again. */
export class BillingUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The billing provider refused or could not be reached", { cause });
  }
}

export type JoinResult = { outcome: "joined"; answer: JoinAnswer } | { outcome: "already-member" } | { outcome: "superseded" };

/**
 * Starts a membership: stored as incomplete at the tier's price now (locked for as long as she stays: the
 * founding-member rule), then a subscription at the provider whose first payment the card step takes. A join she
 * left unpaid is abandoned when she starts again. `tiers` is the price list in force (the tiers, unless a test
 * changes a price).
 */
export async function joinMembership(
  db: Database,
  billing: BillingProvider & { publishableKey?: string },
  request: WithMarketing<JoinMembershipRequest>,
  tiers: readonly MembershipTier[] = membershipTiers,
): Promise<JoinResult> {
  const tier = tierOf(request.tier, tiers);
  const started = await db.transaction(async (tx) => {
    await lockEmail(tx, request.email);
    if (await liveFor(tx, request.email)) return undefined;
    const unpaid = await tx
      .select()
      .from(memberships)
      .where(and(sql`lower(${memberships.email}) = ${request.email.toLowerCase()}`, eq(memberships.status, "incomplete")))
      .for("update");
    for (const row of unpaid) await changeMembership(tx, row, { status: "ended", endedAt: new Date() }, { kind: "member" }, "abandoned: joined again");
    const [row] = await tx
      .insert(memberships)
      .values({ email: request.email, name: request.name, tier: tier.id, pricePence: tier.pricePence, provider: billing.name })
      .returning();
    await tx.insert(membershipChanges).values({ membershipId: row!.id, fromStatus: null, toStatus: "incomplete", actor: "member", reason: "joined", details: { tier: tier.id, pricePence: tier.pricePence } });
    return { row: row!, abandoned: unpaid.flatMap((old) => (old.providerSubscriptionId ? [old.providerSubscriptionId] : [])) };
  });
  if (!started) return { outcome: "already-member" };
  // An abandoned join's subscription is ended at the provider too, so its first invoice can no longer be paid.
  await Promise.all(started.abandoned.map((id) => billing.abandon(id).catch(() => undefined)));
  const { row } = started;
  let subscription;
  try {
    subscription = await billing.subscribe({ membershipId: row.id, tier: tier.id, tierName: tier.name, pricePence: row.pricePence, name: row.name, email: row.email });
  } catch (error) {
    // Nothing was charged and nothing is kept: the request is refused as a whole (its audit rows go with it).
    await db.delete(memberships).where(eq(memberships.id, row.id));
    throw new BillingUnavailableError(error);
  }
  // Recorded only if the join is still the one to pay: a join started again at the same moment may have abandoned
  // it, before it had a subscription to end; then this subscription is ended here, and this answer says so.
  const recorded = await db.transaction(async (tx) => {
    const updated = await tx
      .update(memberships)
      .set({ providerCustomerId: subscription.customerId, providerSubscriptionId: subscription.subscriptionId })
      .where(and(eq(memberships.id, row.id), eq(memberships.status, "incomplete")))
      .returning({ id: memberships.id });
    // Open until its first payment is seen (docs/decisions/0040): the sweep asks the provider, so a payment whose
    // record a crash lost still starts the membership, or is refunded if she has joined by another one meanwhile.
    if (updated.length > 0) {
      await tx.insert(openPayments).values({ paymentIntentId: subscription.subscriptionId, provider: billing.name, membershipId: row.id }).onConflictDoNothing();
    }
    return updated;
  });
  if (recorded.length === 0) {
    await billing.abandon(subscription.subscriptionId).catch(() => undefined);
    return { outcome: "superseded" };
  }
  // Only a join that stands keeps her tick: a refused one stores nothing.
  await recordMarketingOptIns(db, request.email, request, "join");
  return {
    outcome: "joined",
    answer: {
      membershipId: row.id,
      tier: tier.id,
      provider: billing.name,
      clientSecret: subscription.clientSecret,
      publishableKey: billing.publishableKey ?? null,
      amount: subscription.amountPence,
    },
  };
}

export type BillingApplied = "applied" | "duplicate" | "unknown-subscription" | "stale" | "ignored";

/**
 * Applies a provider's news about a subscription once (payment_events holds every event id seen) and only forward:
 * a paid period never moves current_period_end back, a failure for a period already paid since is stale, and an
 * ended membership stays ended. So duplicates and events out of order change nothing that is already true.
 */
export async function applyBillingEvent(db: Database, event: BillingEvent, mail?: EmailContext): Promise<BillingApplied> {
  return db.transaction(async (tx): Promise<BillingApplied> => {
    const inserted = await tx.execute(sql`
      insert into payment_events (id, provider, type, payment_intent_id)
      values (${event.id}, ${event.provider}, ${event.type}, ${null})
      on conflict (id) do nothing
      returning id`);
    if (inserted.length === 0) return "duplicate";
    const [row] = await tx.select().from(memberships).where(eq(memberships.providerSubscriptionId, event.subscriptionId)).for("update");
    if (!row) return "unknown-subscription";
    if (row.status === "ended") return "ignored";
    const actor: MembershipActor = { kind: "payment", provider: event.provider };
    const reason = `${event.type} ${event.id}`;
    const paidTo = row.currentPeriodEnd?.getTime() ?? 0;
    switch (event.type) {
      case "invoice.paid": {
        if (event.periodEnd.getTime() <= paidTo) return "stale";
        const startedAt = row.startedAt ?? event.periodStart;
        const changed = await changeMembership(
          tx,
          row,
          {
            status: row.cancelAt ? "cancelling" : "active",
            startedAt,
            minimumTermEnd: row.minimumTermEnd ?? minimumTermEnd(startedAt),
            currentPeriodEnd: event.periodEnd,
            failedPayments: 0,
          },
          actor,
          reason,
        );
        // The first payment made her a member: welcomed once, in the same transaction (the event is applied once),
        // and the sweep need not ask about it any more.
        if (row.status === "incomplete") {
          if (mail) await enqueueEmail(tx, membershipWelcomeEmail({ ...changed, minimumTermEnd: changed.minimumTermEnd! }, tierOf(row.tier), mail));
          await tx.delete(openPayments).where(eq(openPayments.membershipId, row.id));
        }
        return "applied";
      }
      case "invoice.payment_failed": {
        // A declined first payment leaves the join incomplete: the card step says so and she may try another card.
        if (event.first || row.status === "incomplete") return "ignored";
        if (event.periodEnd.getTime() <= paidTo) return "stale";
        const failed = Math.max(row.failedPayments, event.attemptCount);
        const status: MembershipStatus = row.status === "paused" || failed >= membershipTerms.renewalAttempts ? "paused" : "past_due";
        await changeMembership(tx, row, { status, failedPayments: failed }, actor, reason);
        return "applied";
      }
      case "subscription.updated": {
        if (event.periodEnd && event.periodEnd.getTime() < paidTo) return "stale";
        if (event.status === "canceled" || event.status === "incomplete_expired") {
          await changeMembership(tx, row, { status: "ended", endedAt: new Date() }, actor, reason);
          return "applied";
        }
        if ((event.status === "unpaid" || event.status === "paused") && row.status !== "incomplete" && row.status !== "paused") {
          await changeMembership(tx, row, { status: "paused" }, actor, reason);
          return "applied";
        }
        // An end set at the provider (by staff in Stripe's dashboard): the membership says so too.
        if (event.cancelAt && row.cancelAt?.getTime() !== event.cancelAt.getTime() && row.status !== "incomplete") {
          await changeMembership(tx, row, { cancelAt: event.cancelAt, status: hasPerks(row.status) ? "cancelling" : row.status }, actor, reason);
          return "applied";
        }
        return "ignored";
      }
      case "subscription.deleted":
        await changeMembership(tx, row, { status: "ended", endedAt: event.endedAt }, actor, reason);
        return "applied";
    }
  });
}

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
 * The pence her membership took off bookings made since she joined that still stand: the perks she has taken, the
 * measure of what was supplied for a cancellation within the 14 days (docs/decisions/0036).
 */
async function perksTakenPence(tx: Pick<Database, "select">, row: Membership): Promise<number> {
  const [{ taken }] = (await tx
    .select({ taken: sql<number>`coalesce(sum(${bookings.memberPence}), 0)::int` })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.email}) = ${row.email.toLowerCase()}`,
        gte(bookings.createdAt, row.startedAt!),
        ne(bookings.status, "cancelled"),
        sql`${bookings.memberPence} > 0`,
      ),
    )) as [{ taken: number }];
  return taken;
}

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
  const settled = await executeCancellationRefund(db, refundId, membershipRefundCall(billing)).catch(() => undefined);
  return settled ? { ...answered, answer: { ...answered.answer, refund: refundAnswer(settled) } } : answered;
}

export const membershipRefundCall =
  (billing: Pick<BillingProvider, "refund">): RefundCall =>
  (row) =>
    billing.refund({ paymentId: row.paymentId, amountPence: row.amountPence, idempotencyKey: row.idempotencyKey, refundId: row.id });

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

/** The London calendar month (YYYY-MM) an instant falls in: included treatments are counted per month. */
export const creditMonth = (at: Date, timeZone: string) => toWallTime(at, timeZone).date.slice(0, 7);

async function creditsUsed(db: Executor, membershipId: string, month: string): Promise<number> {
  const [{ used }] = (await db
    .select({ used: sql<number>`count(*)::int` })
    .from(membershipCredits)
    .where(and(eq(membershipCredits.membershipId, membershipId), eq(membershipCredits.month, month), isNull(membershipCredits.releasedAt)))) as [{ used: number }];
  return used;
}

export interface MemberBenefits {
  membershipId: string;
  tier: TierId;
  discountPercent: number;
  included: MembershipTier["included"];
  /** Included treatments still unused in `at`'s month. */
  creditsLeft: number;
  month: string;
}

/**
 * What a member is owed at booking (the booking flow applies it): the tier's discount and this month's unused
 * included treatments. None while her perks are paused (a renewal failed) or once her membership has ended.
 */
export async function memberBenefitsFor(db: Executor, email: string, at: Date, timeZone: string): Promise<MemberBenefits | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(sql`lower(${memberships.email}) = ${email.toLowerCase()}`, inArray(memberships.status, [...liveStatuses])));
  if (!row || !hasPerks(row.status) || (row.cancelAt && at >= row.cancelAt)) return undefined;
  const tier = tierOf(row.tier);
  const month = creditMonth(at, timeZone);
  return {
    membershipId: row.id,
    tier: tier.id,
    discountPercent: tier.discountPercent,
    included: tier.included,
    creditsLeft: Math.max(0, tier.included.perMonth - (await creditsUsed(db, row.id, month))),
    month,
  };
}

export type CreditClaim = { outcome: "claimed"; creditId: string; month: string } | { outcome: "none-left" } | { outcome: "not-a-member" };

/**
 * Uses one of this month's included treatments for a booking, in the booking's transaction: the membership row is
 * locked first, so two bookings made at once cannot both take the last one. `releaseIncludedCredit` gives it back
 * (the booking never went ahead).
 */
export async function claimIncludedCredit(tx: Executor, email: string, bookingId: string, at: Date, timeZone: string): Promise<CreditClaim> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(sql`lower(${memberships.email}) = ${email.toLowerCase()}`, inArray(memberships.status, [...liveStatuses])))
    .for("update");
  if (!row) return { outcome: "not-a-member" };
  const benefits = await memberBenefitsFor(tx, email, at, timeZone);
  if (!benefits) return { outcome: "not-a-member" };
  if (benefits.creditsLeft === 0) return { outcome: "none-left" };
  const [credit] = await tx.insert(membershipCredits).values({ membershipId: row.id, month: benefits.month, bookingId }).returning({ id: membershipCredits.id });
  return { outcome: "claimed", creditId: credit!.id, month: benefits.month };
}

export async function releaseIncludedCredit(tx: Executor, bookingId: string): Promise<void> {
  await tx.update(membershipCredits).set({ releasedAt: new Date() }).where(and(eq(membershipCredits.bookingId, bookingId), isNull(membershipCredits.releasedAt)));
}

/** Her membership as her account shows it: the live one, else the latest that ran; null if she never joined. */
export async function membershipViewFor(db: Executor, email: string, now: Date, timeZone: string): Promise<MembershipView | null> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(sql`lower(${memberships.email}) = ${email.toLowerCase()}`, sql`${memberships.startedAt} is not null`))
    .orderBy(desc(memberships.createdAt));
  const row = rows.find((candidate) => hasPerks(candidate.status) || candidate.status === "past_due" || candidate.status === "paused") ?? rows[0];
  if (!row) return null;
  const tier = tierOf(row.tier);
  const benefits = await memberBenefitsFor(db, email, now, timeZone);
  const started = !!row.startedAt && !!row.currentPeriodEnd;
  const coolingOff = started && isLive(row.status) && withinCancellationPeriod(row.startedAt!, now, timeZone);
  const cancellable = started && (coolingOff || ((cancellableStatuses as readonly string[]).includes(row.status) && !row.cancelAt));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  // The quote: her first payment was the price she joined at.
  const quote = coolingOff ? coolingOffRefund(row.pricePence, await perksTakenPence(db, row)) : undefined;
  const paysAgain = row.currentPeriodEnd && row.status !== "ended" && row.status !== "paused" && (!row.cancelAt || row.currentPeriodEnd < row.cancelAt);
  return {
    id: row.id,
    tier: tier.id,
    tierName: tier.name,
    status: row.status as MembershipStatus,
    pricePence: row.pricePence,
    startedAt: iso(row.startedAt),
    minimumTermEnd: iso(row.minimumTermEnd),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAt: iso(row.cancelAt),
    nextPayment: paysAgain ? { on: row.currentPeriodEnd!.toISOString(), amountPence: row.pricePence } : null,
    cancel: {
      allowed: cancellable,
      takesEffect: coolingOff ? now.toISOString() : cancellable ? cancellationTakesEffect(row.startedAt!, row.currentPeriodEnd!).toISOString() : null,
    },
    coolingOff: quote ? { until: cancellationPeriodEnds(row.startedAt!, timeZone).toISOString(), paidPence: row.pricePence, refundPence: quote.refundPence } : null,
    included: { kind: tier.included.kind, perMonth: tier.included.perMonth, leftThisMonth: benefits?.creditsLeft ?? 0 },
    discountPercent: tier.discountPercent,
    perksActive: !!benefits,
  };
}
