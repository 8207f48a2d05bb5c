import { and, desc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, membershipCredits, memberships } from "~/db/schema.server";
import { toWallTime } from "~/lib/zoned-time";
import { cancellationPeriodEnds, withinCancellationPeriod } from "~/lib/cancellation-period";
import { cancellationTakesEffect, coolingOffRefund } from "./membership-rules";
import { cancellableStatuses, hasPerks, isLive, liveStatuses, type MembershipStatus, type MembershipView } from "./membership-status";
import { type MembershipTier, type TierId } from "./membership-tiers";
import { tierOf, type Executor, type Membership } from "./memberships.server";

/**
 * What a member is owed (docs/decisions/0029): at booking, her tier's discount and the month's included treatments;
 * on her account, her membership as it stands.
 */

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

/**
 * The pence her membership took off bookings made since she joined that still stand: the perks she has taken, the
 * measure of what was supplied for a cancellation within the 14 days (docs/decisions/0036).
 */
export async function perksTakenPence(tx: Pick<Database, "select">, row: Membership): Promise<number> {
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

