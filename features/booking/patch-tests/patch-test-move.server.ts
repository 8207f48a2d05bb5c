/**
 * A treatment moved with its patch test (DESIGN 11): when her treatment's new time leaves the window of the test
 * booked for it, the test moves too, to the free time in the window nearest the gap she had chosen between them.
 * The manage page offers these pairs; the move (booking-changes.server.ts) pairs again with the same function, in
 * its transaction, before either booking is written, so what she was shown is what is booked.
 */
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { addDays, toWallTime } from "~/lib/zoned-time";
import type { BookingSettings } from "../rules/times/booking-settings";
import { freeTimes, practitionerOf, type Executor } from "../diary/diary.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { bookedTestFits, patchTestWindow } from "../rules/patch-test-rule";
import { patchTestOn, treatmentsOfPatchTest } from "./patch-tests.server";

const HOUR = 3_600_000;

/** Refusals of a move with the patch test (server-only words: patchTestMessages ships in /book's JavaScript). */
export const patchTestMoveMessages = {
  notMovable: "Your patch test cannot move with this appointment: it has been done, or it is not booked for this treatment alone. Please call us and we will help.",
  noPatchTime: `There is no free time for your patch test ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before that time. Please choose another time.`,
} as const;

/**
 * The patch test that may move with this treatment: booked for it alone, still to come and not yet done. A test
 * already done (or with a result) stays where it was, and one shared with another treatment cannot move for one.
 */
export async function movablePatchTestOf(db: Executor, treatment: Booking, now: Date, { lock = false } = {}): Promise<Booking | undefined> {
  if (treatment.patchTest !== "booked" || !treatment.patchTestBookingId) return undefined;
  // The move locks it, as it locks the treatment: a cancellation of the test alone waits for the move, or wins before it.
  const query = db.select().from(bookings).where(eq(bookings.id, treatment.patchTestBookingId));
  const [patch] = lock ? await query.for("update") : await query;
  if (!patch?.startsAt || (patch.status !== "pending" && patch.status !== "confirmed") || patch.startsAt <= now) return undefined;
  if (await patchTestOn(db, patch.id)) return undefined;
  const treatments = await treatmentsOfPatchTest(db, patch.id);
  return treatments.every((other) => other.id === treatment.id) ? patch : undefined;
}

/**
 * For each start her treatment might move to, the patch-test time that would go with it: free (its own time not
 * counted as busy), 24 to 48 hours before, and of those the one nearest the gap she had. Starts with no such time
 * are absent from the map (keyed by the start's epoch milliseconds).
 */
export async function pairPatchTestTimes(
  db: Executor,
  { treatment, patch, starts }: { treatment: Booking; patch: Booking; starts: readonly Date[] },
  { settings, now }: { settings: BookingSettings; now: Date },
): Promise<Map<number, Date>> {
  const pairs = new Map<number, Date>();
  if (starts.length === 0 || !patch.startsAt || !treatment.startsAt) return pairs;
  const { timeZone } = settings;
  const earliest = Math.min(...starts.map((start) => start.getTime()));
  const latest = Math.max(...starts.map((start) => start.getTime()));
  const from = toWallTime(new Date(earliest - patchTestWindow.booked.maxHours * HOUR), timeZone).date;
  const to = toWallTime(new Date(latest - patchTestWindow.booked.minHours * HOUR), timeZone).date;
  let days = 1;
  while (addDays(from, days - 1) < to) days++;
  // Whoever did her test may do it again first; anyone who gives patch tests may.
  const own = await practitionerOf(db, patch.id);
  const { slots } = await freeTimes(db, { items: diaryItemsOf(patch.items), from, days, now, settings, except: patch.id, ...(own ? { prefer: own } : {}) });
  const chosenGap = treatment.startsAt.getTime() - patch.startsAt.getTime();
  const times = slots.map((slot) => new Date(slot.start));
  for (const start of starts) {
    const fitting = times.filter((time) => bookedTestFits(start, time));
    if (fitting.length === 0) continue;
    const distance = (time: Date) => Math.abs(start.getTime() - time.getTime() - chosenGap);
    pairs.set(start.getTime(), fitting.reduce((best, time) => (distance(time) < distance(best) ? time : best)));
  }
  return pairs;
}
