/**
 * The manage link's server side, shared by its page and its JSON API: opening a link (throttled per address, so
 * tokens cannot be guessed at speed) and the free times a booking could move to. What a client changes through it is
 * in ../use-cases/manage-link.server.ts.
 */
import type { Database } from "~/db/client.server";
import { hitEach, refund, type RateLimit } from "~/lib/throttle.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import type { BookingSettings } from "../diary/booking-settings";
import { freeTimes, practitionerOf } from "../diary/diary.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import { findBookingByManageToken, issueManageToken } from "./manage-links.server";
import { managePath } from "./manage-link";
import { courseOfBooking, type CourseRecord } from "../courses/course-records.server";
import { withPendingRefunds } from "../changes/refunds.server";
import { patchTestMoveRule } from "../patch-tests/patch-tests.server";
import { movablePatchTestOf, pairPatchTestTimes } from "../patch-tests/patch-test-move.server";

/** Wrong tokens an address may try in a window; a right one is not counted. */
export const manageGuessLimit: RateLimit = { count: 20, seconds: 600 };

/** A booking as its manage link shows it: with the refunds on their way back, which its offers must count. */
export type ManagedBooking = Booking & { pendingRefundPence: number };

export type ManageLookup = { outcome: "found"; booking: ManagedBooking } | { outcome: "not-found" } | { outcome: "throttled"; retryAfter: number };

/**
 * The booking a token opens. Every lookup is counted before the token is checked, in the statement that says
 * whether it may go on (as sign-in does), and given back when the token was right.
 */
export async function openManageLink(db: Database, token: string, address: string): Promise<ManageLookup> {
  const counters = [{ key: `manage:${address}`, limit: manageGuessLimit }];
  const [verdict] = await hitEach(db, counters);
  if (!verdict!.allowed) return { outcome: "throttled", retryAfter: verdict!.retryAfter };
  const booking = await findBookingByManageToken(db, token);
  if (!booking) return { outcome: "not-found" };
  await refund(db, counters);
  return { outcome: "found", booking: await withPendingRefunds(db, booking) };
}

/** A manage link of its own for a page that shows the booking to its client (/book-appointment, /booking-confirmed). */
export async function issueManageHref(db: Database, bookingId: string): Promise<string> {
  return managePath(await issueManageToken(db, bookingId));
}

/** Free start times ("HH:mm", London) on `date` for this booking's items, its own time not counted as busy. */
export async function freeTimesForMove(db: Database, booking: Booking, date: string, options: { settings: BookingSettings; now?: Date }): Promise<string[]> {
  return (await moveDay(db, booking, date, options)).times;
}

/**
 * A day's times for her move, and how many free times her patch test's window held back: with none left, the page
 * must say it is the window (not a full diary) that rules them out. With `withPatchTest`, her patch test moves too:
 * the times are those with a free patch-test time in the window, each with that time (pairPatchTestTimes).
 */
export async function moveDay(
  db: Database,
  booking: Booking,
  date: string,
  { settings, now = new Date(), withPatchTest = false }: { settings: BookingSettings; now?: Date; withPatchTest?: boolean },
): Promise<MoveDay> {
  if (!booking.startsAt || !booking.endsAt) return { times: [], heldBack: 0, patchMovable: false };
  // Her own practitioner's times only: a move from her link keeps who treats her (DESIGN 10), as the move itself does.
  const own = await practitionerOf(db, booking.id);
  const { slots } = await freeTimes(db, { items: diaryItemsOf(booking.items), from: date, days: 1, now, settings, except: booking.id, ...(own ? { practitioner: own, prefer: own } : {}) });
  const free = slots.filter((slot) => slot.date === date && slot.start !== booking.startsAt!.toISOString());
  // Only times that keep her patch test's window: the move would refuse the others (docs/decisions/0058).
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

export interface MoveDay {
  times: string[];
  /** Free times her patch test's window rules out. */
  heldBack: number;
  /** Whether her patch test could move with the treatment (movablePatchTestOf). */
  patchMovable: boolean;
  /** With the patch test moving: each time's patch-test time. */
  patchTests?: Map<string, Date>;
}

/** The course the booking belongs to, as it stands now. */
export function courseForManage(db: Database, booking: Booking, now = new Date()): Promise<CourseRecord | null> {
  return courseOfBooking(db, booking, now);
}
