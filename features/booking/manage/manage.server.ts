/**
 * The manage link's server side, shared by its page and its JSON API: opening a link (throttled per address, so
 * tokens cannot be guessed at speed), the free times a booking could move to, and the client's cancel and move.
 */
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { hitEach, refund, type RateLimit } from "~/lib/throttle.server";
import { cancelBooking, rescheduleBooking, type ChangeResult } from "../changes/booking-changes.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import type { BookingSettings } from "../diary/booking-settings";
import { findBooking, freeTimes, practitionerOf } from "../diary/diary.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import type { PaymentProvider } from "~/features/payments";
import { findBookingByManageToken, issueManageToken } from "./manage-links.server";
import { managePath } from "./manage-link";
import { courseOfBooking, type CourseRecord } from "../courses/course-records.server";
import { withPendingRefunds } from "../changes/refunds.server";
import { bookCourseSession } from "../courses/course-sessions.server";

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
export async function freeTimesForMove(db: Database, booking: Booking, date: string, { settings, now = new Date() }: { settings: BookingSettings; now?: Date }): Promise<string[]> {
  if (!booking.startsAt || !booking.endsAt) return [];
  const prefer = await practitionerOf(db, booking.id);
  const { slots } = await freeTimes(db, { items: diaryItemsOf(booking.items), from: date, days: 1, now, settings, except: booking.id, prefer });
  return slots.filter((slot) => slot.date === date && slot.start !== booking.startsAt!.toISOString()).map((slot) => slot.time);
}

interface ClientChangeContext {
  provider: PaymentProvider;
  emailContext: EmailContext;
  settings: BookingSettings;
}

/** The client cancels through her link, for the policy's refund; answers with the booking as it now stands. */
export async function clientCancel(db: Database, booking: Booking, { provider, emailContext }: ClientChangeContext) {
  const result = await cancelBooking(db, { bookingId: booking.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext });
  return { result, fresh: await refreshed(db, result) };
}

export async function clientReschedule(db: Database, booking: Booking, move: { preferredDate: string; preferredTime: string }, { emailContext, settings }: ClientChangeContext) {
  const result = await rescheduleBooking(db, { bookingId: booking.id, actor: { kind: "client" }, ...move }, { emailContext, settings });
  return { result, fresh: await refreshed(db, result) };
}

/** The course the booking belongs to, as it stands now. */
export function courseForManage(db: Database, booking: Booking, now = new Date()): Promise<CourseRecord | null> {
  return courseOfBooking(db, booking, now);
}

/** The client books her course's next session through her link: nothing to pay (docs/decisions/0021). */
export function clientBookSession(db: Database, booking: Booking, wall: { preferredDate: string; preferredTime: string }, { emailContext, settings }: ClientChangeContext) {
  return bookCourseSession(db, booking, wall, { emailContext, settings });
}

// The refund may have settled after the change committed (the demo provider's does at once): answer with it.
const refreshed = async (db: Database, result: ChangeResult) => (result.outcome === "changed" ? findBooking(db, result.booking.id) : undefined);
