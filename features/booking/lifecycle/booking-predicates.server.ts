import { inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { activeStatuses, diaryStatuses, everPaidStatuses } from "../rules/booking-status";

/**
 * What a booking is, in SQL: each the same rule booking-status.ts states in code, and the only place the status
 * lists are written into a query. Reports, client records and staff lists filter with these, so no reader outside
 * the booking feature restates a status list (tests/build/status-lists.test.ts).
 */

/** The columns a predicate reads: the bookings table's own, or those of an alias in a subquery ("b"). */
const columnsOf = (alias?: string) =>
  alias ? { status: sql.raw(`${alias}.status`), startsAt: sql.raw(`${alias}.starts_at`) } : { status: bookings.status, startsAt: bookings.startsAt };

/** wasEverPaid in SQL: the booking was paid at some point, though it may since have been refunded. */
export const everPaid: SQL = inArray(bookings.paymentStatus, everPaidStatuses);

/**
 * Not an abandoned hold. An abandoned hold was cancelled when its hold lapsed and never paid: a visitor who left the
 * checkout, never an appointment. Staff lists leave it out by default and a client's account never shows it; a
 * booking she or staff cancelled, paid or free (a patch test), is not one. One definition, so the two cannot
 * disagree again.
 */
export const notAbandonedHold: SQL = or(ne(bookings.status, "cancelled"), isNull(bookings.cancellationReason), ne(bookings.cancellationReason, "hold-expired"), everPaid)!;

/** In the diary (diaryStatuses): it keeps its time, unless it is a hold that lapsed. */
export const inDiary = (alias?: string): SQL => sql`${columnsOf(alias).status} in ${diaryStatuses}`;

/** Still to come or under way (activeStatuses): it can be moved, cancelled or paid. */
export const stillActive = (alias?: string): SQL => sql`${columnsOf(alias).status} in ${activeStatuses}`;

/** A visit (isVisit): an appointment done, or confirmed and begun by `now`. */
export const wasVisit = (now: Date | SQL, alias?: string): SQL => {
  const { status, startsAt } = columnsOf(alias);
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql`(${status} = ${"completed"} or (${status} = ${"confirmed"} and ${startsAt} <= ${at}))`;
};
