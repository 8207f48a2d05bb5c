/**
 * The times a booking may move to on one day, for her manage link and for staff's Move dialog alike: what the move
 * (booking-changes.server.ts) would accept, so no path offers a time the move then refuses. Her patch test's window
 * holds back the times it rules out (docs/decisions/0058); with `withPatchTest`, the test moves too and each time comes
 * with the test's (pairPatchTestTimes, docs/decisions/0076).
 */
import type { Database } from "~/db/client.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import { freeTimes, practitionerOf } from "../diary/diary.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import { patchTestMoveRule } from "../patch-tests/patch-tests.server";
import { movablePatchTestOf, pairPatchTestTimes } from "../patch-tests/patch-test-move.server";

export interface MoveDay {
  times: string[];
  /** Free times her patch test's window rules out. */
  heldBack: number;
  /** Whether her patch test could move with the treatment (movablePatchTestOf). */
  patchMovable: boolean;
  /** With the patch test moving: each time's patch-test time. */
  patchTests?: Map<string, Date>;
}

/**
 * A day's times for a move, and how many free times her patch test's window held back: with none left, the page must
 * say it is the window (not a full diary) that rules them out. `practitioner` says whose times: "own" (her link keeps
 * who treats her, DESIGN 10), "any" (staff: hers first, else anyone) or one named by staff.
 */
export async function moveDay(
  db: Database,
  booking: Booking,
  date: string,
  { settings, now = new Date(), withPatchTest = false, practitioner = "own" }: { settings: BookingSettings; now?: Date; withPatchTest?: boolean; practitioner?: "own" | "any" | (string & {}) },
): Promise<MoveDay> {
  if (!booking.startsAt || !booking.endsAt) return { times: [], heldBack: 0, patchMovable: false };
  const own = await practitionerOf(db, booking.id);
  const named = practitioner === "own" ? own : practitioner === "any" ? undefined : practitioner;
  const { slots } = await freeTimes(db, { items: diaryItemsOf(booking.items), from: date, days: 1, now, settings, except: booking.id, ...(named ? { practitioner: named } : {}), ...(own ? { prefer: own } : {}) });
  // Her own time with whoever treats her already is no move; with someone else (staff) it is.
  const samePerson = named === undefined || named === own;
  const free = slots.filter((slot) => slot.date === date && !(samePerson && slot.start === booking.startsAt!.toISOString()));
  const keepsPatchTest = await patchTestMoveRule(db, booking);
  const patch = await movablePatchTestOf(db, booking, now);
  if (withPatchTest && patch) {
    const pairs = await pairPatchTestTimes(db, { treatment: booking, patch, starts: free.map((slot) => new Date(slot.start)) }, { settings, now });
    const paired = free.flatMap((slot) => {
      const patchStart = pairs.get(Date.parse(slot.start));
      return patchStart && keepsPatchTest(new Date(slot.start), patchStart) === "ok" ? [{ time: slot.time, patchStart }] : [];
    });
    return { times: paired.map((pair) => pair.time), heldBack: free.length - paired.length, patchMovable: true, patchTests: new Map(paired.map((pair) => [pair.time, pair.patchStart])) };
  }
  const times = free.filter((slot) => keepsPatchTest(new Date(slot.start)) === "ok").map((slot) => slot.time);
  return { times, heldBack: free.length - times.length, patchMovable: patch !== undefined };
}
