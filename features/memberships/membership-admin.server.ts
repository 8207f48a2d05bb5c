import { and, desc, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { memberships } from "~/db/schema.server";
import { cancellationPeriodEnds, withinCancellationPeriod } from "~/lib/cancellation-period";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import { cancellableStatuses, isLive, liveStatuses } from "./membership-status";
import { cancellationTakesEffect } from "./membership-rules";
import { membershipTiers, type TierId } from "./membership-tiers";
import { MEMBER_PAGE, type AdminMember, type MemberPage, type MemberTotals } from "./membership-admin";
import type { MembershipStatus } from "./membership-status";

/**
 * Memberships for staff (issue 13): the Members tab and its API, members.csv, and a person's memberships in the
 * privacy export and erasure. A join never paid (incomplete, or abandoned) was never a membership: not listed.
 */

type Executor = Pick<Database, "select">;
type Row = typeof memberships.$inferSelect;

const tierName = (id: string) => membershipTiers.find((tier) => tier.id === id)?.name ?? id;
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** The payment to come: none once it ends at or before the paid-to date, or while paused (Stripe stops retrying). */
const nextPaymentOn = (row: Row) =>
  row.currentPeriodEnd && row.status !== "ended" && row.status !== "paused" && (!row.cancelAt || row.currentPeriodEnd < row.cancelAt) ? iso(row.currentPeriodEnd) : null;

/** The end date the Members tab's confirmation states: the same rule as cancelMembership, for one not yet cancelled. */
const cancelTakesEffect = (row: Row) =>
  !row.cancelAt && (cancellableStatuses as readonly string[]).includes(row.status) && row.startedAt && row.currentPeriodEnd && row.providerSubscriptionId
    ? iso(cancellationTakesEffect(row.startedAt, row.currentPeriodEnd))
    : null;

export const toAdminMember = (row: Row): AdminMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  tier: row.tier as TierId,
  tierName: tierName(row.tier),
  status: row.status as MembershipStatus,
  pricePence: row.pricePence,
  startedAt: iso(row.startedAt),
  minimumTermEnd: iso(row.minimumTermEnd),
  nextPaymentOn: nextPaymentOn(row),
  cancelAt: iso(row.cancelAt),
  cancelTakesEffect: cancelTakesEffect(row),
  coolingOffUntil:
    row.startedAt && isLive(row.status) && withinCancellationPeriod(row.startedAt, new Date(), STUDIO_ZONE)
      ? iso(cancellationPeriodEnds(row.startedAt, STUDIO_ZONE))
      : null,
  endedAt: iso(row.endedAt),
  provider: row.provider,
});

const joined = sql`${memberships.startedAt} is not null`;

export async function memberTotals(db: Executor): Promise<MemberTotals> {
  const rows = await db
    .select({ tier: memberships.tier, status: memberships.status, count: sql<number>`count(*)::int`, pence: sql<number>`coalesce(sum(${memberships.pricePence}), 0)::int` })
    .from(memberships)
    .where(inArray(memberships.status, [...liveStatuses]))
    .groupBy(memberships.tier, memberships.status);
  const liveByTier = Object.fromEntries(membershipTiers.map((tier) => [tier.id, 0])) as Record<TierId, number>;
  let monthlyRevenuePence = 0;
  for (const row of rows) {
    liveByTier[row.tier as TierId] += row.count;
    // A cancelling membership may still pay inside its term, but it is leaving: recurring revenue counts those staying.
    if (row.status === "active" || row.status === "past_due") monthlyRevenuePence += row.pence;
  }
  return { liveByTier, monthlyRevenuePence };
}

/** Newest first, a numbered page at a time (a members list is short; a page past the end shows the last). */
export async function listMemberPage(db: Executor, requested: number): Promise<MemberPage> {
  const [[total], totals] = await Promise.all([db.select({ count: sql<number>`count(*)::int` }).from(memberships).where(joined), memberTotals(db)]);
  const count = total?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / MEMBER_PAGE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  const rows = await db
    .select()
    .from(memberships)
    .where(joined)
    .orderBy(desc(memberships.startedAt), desc(memberships.id))
    .limit(MEMBER_PAGE)
    .offset((page - 1) * MEMBER_PAGE);
  return { rows: rows.map(toAdminMember), page, pages, count, totals };
}

export async function allMembers(db: Executor): Promise<AdminMember[]> {
  const rows = await db.select().from(memberships).where(joined).orderBy(desc(memberships.startedAt), desc(memberships.id));
  return rows.map(toAdminMember);
}

const hers = (email: string) => sql`lower(${memberships.email}) = lower(${email.trim()})`;

/** Her memberships for the privacy export: every one, a join never paid too (it holds her name and address). */
export async function membershipsOfPerson(db: Executor, email: string): Promise<AdminMember[]> {
  const rows = await db.select().from(memberships).where(hers(email)).orderBy(desc(memberships.createdAt));
  return rows.map(toAdminMember);
}

export async function hasLiveMembership(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(hers(email), inArray(memberships.status, [...liveStatuses])));
  return rows.length > 0;
}

/**
 * Erases her from memberships that have ended (the caller refuses while one is live): the rows stay as money
 * records (tier, price, dates, status) without her name or address.
 */
export async function erasePersonFromMemberships(tx: Pick<Database, "update">, email: string): Promise<number> {
  const rows = await tx
    .update(memberships)
    .set({ name: "Erased on request", email: sql`'erased-' || ${memberships.id} || '@invalid'` })
    .where(and(hers(email), notInArray(memberships.status, [...liveStatuses])))
    .returning({ id: memberships.id });
  return rows.length;
}
