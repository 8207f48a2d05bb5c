import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, staffMembers } from "~/db/schema.server";
import { hasLiveLink, issueLink, openLink, revokeLinks } from "~/lib/links/links.server";
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
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffMembers).set({ updatedAt: sql`now()` }).where(eq(staffMembers.id, staffMemberId)).returning({ id: staffMembers.id });
    if (!row) return undefined;
    return issueLink(tx, { kind: "calendar-feed", subject: staffMemberId, singleUse: false, replaces: true });
  });
}

/** Whether her feed is on (its address cannot be shown again: only its hash is kept). */
export async function feedIsOn(db: Pick<Database, "select">, staffMemberId: string): Promise<boolean> {
  return hasLiveLink(db, "calendar-feed", staffMemberId);
}

/** Turns her feed off; false when no such member. */
export async function endFeed(db: Database, staffMemberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(staffMembers).set({ updatedAt: sql`now()` }).where(eq(staffMembers.id, staffMemberId)).returning({ id: staffMembers.id });
    await revokeLinks(tx, "calendar-feed", staffMemberId);
    return rows.length > 0;
  });
}

/** The feed a token opens, or undefined (unknown, revoked, or its member deactivated). */
export async function feedOf(db: Database, token: string, organizerName: string, now = new Date()): Promise<string | undefined> {
  const link = await openLink(db, "calendar-feed", token);
  if (link.outcome !== "open") return undefined;
  const [member] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, link.subject), eq(staffMembers.active, true)));
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
