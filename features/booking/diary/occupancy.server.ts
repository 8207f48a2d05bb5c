import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { allocations, bookings, openPayments } from "~/db/schema.server";
import { diaryStatuses } from "../rules/booking-status";

/**
 * The diary's one rule (DESIGN 3a). A booking is in the diary while its status is one of `diaryStatuses` and it
 * has a time: that is the exclusion constraint's WHERE (bookings_no_overlap, migration 0004), which cannot read
 * the clock. Within the diary a booking occupies its time while it is paid, or holds nothing (staff made it, or
 * nothing was owed), or its hold has not lapsed, or a payment for it is still open at the provider (its hold
 * lapsed while a card was being charged, or a crash cut the payment's record off: docs/decisions/0072). The rest of
 * the diary — unpaid, hold lapsed, nothing in flight — is what the sweeper cancels, and what every booking path
 * cancels over its own time (planTime), so that anything the constraint still counts also counts for availability:
 * a time offered can be booked, and a time refused is not offered.
 */
export const inDiary: SQL = and(inArray(bookings.status, [...diaryStatuses]), isNotNull(bookings.startsAt))!;

/** A payment set up for the booking that the sweep has not yet seen end (open_payments, docs/decisions/0040). */
const paymentInFlight: SQL = sql`exists (select 1 from ${openPayments} where ${openPayments.bookingId} = ${bookings.id})`;

export const occupies: SQL = and(
  inDiary,
  or(eq(bookings.paymentStatus, "paid"), isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`), paymentInFlight),
)!;

/**
 * An unpaid hold past its end whose payment, if one was set up, has ended: it no longer occupies its time. A hold
 * whose hold ended with its payment still open is lapsing: the sweep asks the provider first (sweepExpiredHolds).
 */
export const holdLapsing: SQL = and(inDiary, ne(bookings.paymentStatus, "paid"), lte(bookings.holdExpiresAt, sql`now()`))!;

/** The exact complement of `occupies` within `inDiary`. */
export const holdLapsed: SQL = and(holdLapsing, sql`not ${paymentInFlight}`)!;

/** Bookings whose blocked span meets [start, end). */
export const overlaps = (start: Date, end: Date): SQL =>
  sql`tstzrange(${bookings.startsAt}, ${bookings.blockedUntil}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/**
 * `occupies`, said of an allocation: its booking is in the diary (`in_diary`, which the database keeps equal to that
 * for the booking's status, and it allows no allocation of a booking without a time: migration 0038) and is not one
 * of the lapsed holds. Said so, the diary's window reads the allocations alone: the lapsed holds are few (the sweeper
 * cancels them) and found by their own index (migration 0051), where fetching every allocation's booking to ask it
 * cost more than the rest of the reading (bench/team.md, decision 0056).
 */
export const allocationOccupies: SQL = and(
  eq(allocations.inDiary, true),
  sql`${allocations.bookingId} not in (select ${bookings.id} from ${bookings} where ${holdLapsed})`,
)!;
