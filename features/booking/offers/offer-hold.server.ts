import { and, eq, gt, sql } from "drizzle-orm";
import { timeOffers, timeRequests } from "~/db/schema.server";
import { openLink } from "~/lib/links/links.server";
import type { Executor } from "../diary/diary.server";
import { releaseHold } from "./hold-release.server";

export type TimeOffer = typeof timeOffers.$inferSelect;

/** The offer a link opens, with its request, if it is still held (its window runs by the database's clock). */
export async function findLiveOffer(db: Pick<Executor, "select">, token: string) {
  const link = await openLink(db, "time-offer", token);
  if (link.outcome !== "open") return undefined;
  const [row] = await db
    .select({ offer: timeOffers, request: timeRequests })
    .from(timeOffers)
    .innerJoin(timeRequests, eq(timeRequests.id, timeOffers.requestId))
    .where(and(eq(timeOffers.id, link.subject), eq(timeOffers.state, "offered"), gt(timeOffers.expiresAt, sql`now()`)));
  return row;
}

/**
 * In the booking's transaction (createBooking): the offer's hold gives way to her booking of its time. The offer is
 * locked till commit, so of two tabs booking through one link the second waits and finds it taken.
 */
export async function takeOfferHold(tx: Executor, token: string, start: Date): Promise<TimeOffer | undefined> {
  const link = await openLink(tx, "time-offer", token);
  if (link.outcome !== "open") return undefined;
  const [offer] = await tx
    .select()
    .from(timeOffers)
    .where(and(eq(timeOffers.id, link.subject), eq(timeOffers.state, "offered"), gt(timeOffers.expiresAt, sql`now()`), eq(timeOffers.startsAt, start)))
    .for("update");
  if (!offer) return undefined;
  await releaseHold(tx, offer.holdBookingId);
  return offer;
}

/** Her booking stands in the diary: the offer is taken and her request is done. */
export async function markOfferTaken(tx: Executor, offer: TimeOffer, bookingId: string): Promise<void> {
  await tx.update(timeOffers).set({ state: "taken", endedAt: sql`now()` }).where(eq(timeOffers.id, offer.id));
  await tx.update(timeRequests).set({ bookedAt: sql`now()`, bookingId }).where(eq(timeRequests.id, offer.requestId));
}
