import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { diaryStatuses } from "../lifecycle/booking-status";

/**
 * The diary's one rule (DESIGN 3a). A booking is in the diary while its status is one of `diaryStatuses` and it
 * has a time: that is the exclusion constraint's WHERE (bookings_no_overlap, migration 0004), which cannot read
 * the clock. Within the diary a booking occupies its time while it is paid, or holds nothing (staff made it, or
 * nothing was owed), or its hold has not lapsed. The rest of the diary — unpaid, hold lapsed — is what the sweeper
 * cancels, so that anything the constraint still counts also counts for availability: a time offered can be
 * booked, and a time refused is not offered.
 */
export const inDiary: SQL = and(inArray(bookings.status, [...diaryStatuses]), isNotNull(bookings.startsAt))!;

export const occupies: SQL = and(
  inDiary,
  or(eq(bookings.paymentStatus, "paid"), isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
)!;

/** The exact complement of `occupies` within `inDiary`. */
export const holdLapsed: SQL = and(inDiary, ne(bookings.paymentStatus, "paid"), lte(bookings.holdExpiresAt, sql`now()`))!;

/** Bookings whose blocked span meets [start, end). */
export const overlaps = (start: Date, end: Date): SQL =>
  sql`tstzrange(${bookings.startsAt}, ${bookings.blockedUntil}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
