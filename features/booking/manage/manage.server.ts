/**
 * The manage link's server side, shared by its page and its JSON API: opening a link (throttled per address, so
 * tokens cannot be guessed at speed). The times a booking could move to are in ../changes/move-times.server.ts, and
 * what a client changes through it in ../use-cases/ (submit-client-cancel, submit-client-reschedule,
 * submit-session-booking, which open it through manage-link.server.ts).
 */
import type { Database } from "~/db/client.server";
import { hitEach, refund, type RateLimit } from "~/lib/throttle.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { findBookingByManageToken, issueManageToken } from "./manage-links.server";
import { managePath } from "../rules/manage-link";
import { courseOfBooking, type CourseRecord } from "../courses/course-records.server";
import { withPendingRefunds } from "../changes/refunds.server";

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

/** The course the booking belongs to, as it stands now. */
export function courseForManage(db: Database, booking: Booking, now = new Date()): Promise<CourseRecord | null> {
  return courseOfBooking(db, booking, now);
}
