import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, staffMembers } from "~/db/schema.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { calendarFeed } from "../ics";
import { occupies } from "./occupancy.server";
import { firstNameOf } from "~/lib/names";

/**
 * A practitioner's private calendar feed (issue 22, docs/decisions/0052): her appointments to come, for her phone's
 * calendar to subscribe to. The address is the only key, so it holds a long random token and the database keeps
 * only its SHA-256; a new one revokes the old. What it tells is what a phone's lock screen may show: the client's
 * first name and the service, no surname, email, phone or notes.
 */

export const FEED_DAYS_AHEAD = 180;
export const FEED_REFRESH_MINUTES = 15;
export const feedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;

/** A new token for her feed (the old address stops working); undefined when no such member. */
export async function renewFeedToken(db: Database, staffMemberId: string): Promise<string | undefined> {
  const token = newToken();
  const [row] = await db
    .update(staffMembers)
    .set({ feedTokenHash: hashToken(token), updatedAt: sql`now()` })
    .where(eq(staffMembers.id, staffMemberId))
    .returning({ id: staffMembers.id });
  return row ? token : undefined;
}

/** Whether her feed is on (its address cannot be shown again: only its hash is kept). */
export async function feedIsOn(db: Pick<Database, "select">, staffMemberId: string): Promise<boolean> {
  const [row] = await db.select({ on: sql<boolean>`${staffMembers.feedTokenHash} is not null` }).from(staffMembers).where(eq(staffMembers.id, staffMemberId));
  return row?.on ?? false;
}

/** Turns her feed off; false when no such member. */
export async function endFeed(db: Database, staffMemberId: string): Promise<boolean> {
  const rows = await db.update(staffMembers).set({ feedTokenHash: null, updatedAt: sql`now()` }).where(eq(staffMembers.id, staffMemberId)).returning({ id: staffMembers.id });
  return rows.length > 0;
}

/** The feed a token opens, or undefined (unknown, revoked, or its member deactivated). */
export async function feedOf(db: Database, token: string, organizerName: string, now = new Date()): Promise<string | undefined> {
  if (token.length > 100) return undefined;
  const [member] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.feedTokenHash, hashToken(token)), eq(staffMembers.active, true)));
  if (!member) return undefined;
  const until = new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000);
  const rows = await db
    .selectDistinct({
      id: bookings.id,
      name: bookings.name,
      service: bookings.service,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
    })
    .from(allocations)
    .innerJoin(bookings, eq(bookings.id, allocations.bookingId))
    .where(
      and(
        eq(allocations.staffMemberId, member.id),
        occupies,
        // An online hold still waiting for its card is not an appointment yet.
        or(eq(bookings.paymentStatus, "paid"), isNull(bookings.holdExpiresAt)),
        gt(bookings.endsAt, now),
        lt(bookings.startsAt, until),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return calendarFeed({
    name: `${member.name}'s appointments`,
    organizerName,
    refreshMinutes: FEED_REFRESH_MINUTES,
    stamp: now,
    events: rows.map((row) => ({
      uid: `${row.id}@appointments`,
      startsAt: row.startsAt!,
      endsAt: row.endsAt!,
      summary: `${firstNameOf(row.name)}: ${row.service}`,
      // A phone booking to be paid at the studio stands in her diary, but is not confirmed until paid or confirmed.
      status: row.status === "confirmed" || row.paymentStatus === "paid" ? "CONFIRMED" : "TENTATIVE",
    })),
  });
}
