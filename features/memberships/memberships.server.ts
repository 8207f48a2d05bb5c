import { and, eq, inArray, sql } from "drizzle-orm";
import { recordMarketingOptIns } from "~/features/marketing/index.server";
import type { WithMarketing } from "~/features/marketing";
import type { Database } from "~/db/client.server";
import { membershipChanges, memberships, openPayments } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { membershipWelcomeEmail } from "./membership-emails";
import type { BillingEvent, BillingProvider } from "./billing-provider";
import { minimumTermEnd } from "./membership-rules";
import { hasPerks, liveStatuses, type JoinAnswer, type JoinMembershipRequest, type MembershipStatus } from "./membership-status";
import { membershipTerms, membershipTiers, type MembershipTier } from "./membership-tiers";

/**
 * Dreams Club memberships on the server (issue 13, docs/decisions/0027): joining and the billing provider's news
 * (applyBillingEvent); leaving is membership-cancel.server.ts, what a member is owed member-benefits.server.ts. Every
 * change of a membership goes through changeMembership, which writes its audit row in the same transaction.
 */

export type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;
export type Membership = typeof memberships.$inferSelect;
export type MembershipActor = { kind: "member" } | { kind: "payment"; provider: string } | { kind: "staff"; username: string } | { kind: "system" };

export const actorText = (actor: MembershipActor) =>
  actor.kind === "payment" ? `payment:${actor.provider}` : actor.kind === "staff" ? `staff:${actor.username}` : actor.kind;

type Patch = Partial<Omit<Membership, "id" | "email" | "createdAt">>;

/** The one way a membership changes: the row and its audit row, in the caller's transaction (which holds the row's lock). */
export async function changeMembership(tx: Executor, row: Membership, patch: Patch, actor: MembershipActor, reason: string): Promise<Membership> {
  const [changed] = await tx.update(memberships).set(patch).where(eq(memberships.id, row.id)).returning();
  const details = Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
  await tx.insert(membershipChanges).values({ membershipId: row.id, fromStatus: row.status, toStatus: changed!.status, actor: actorText(actor), reason, details });
  return changed!;
}

export const tierOf = (id: string, tiers: readonly MembershipTier[] = membershipTiers) => tiers.find((tier) => tier.id === id)!;

/** Serialises what one address does to its memberships (two joins, a join and a cancel), for this transaction. */
export const lockEmail = (tx: Pick<Database, "execute">, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership:${email.toLowerCase()}`}))`);

export const liveFor = async (tx: Executor, email: string) =>
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
