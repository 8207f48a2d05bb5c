import { inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { everPaidStatuses } from "./booking-status";

/** wasEverPaid (booking-status.ts) in SQL: the booking was paid at some point, though it may since have been refunded. */
export const everPaid: SQL = inArray(bookings.paymentStatus, everPaidStatuses);

/**
 * Not an abandoned hold. An abandoned hold was cancelled when its hold lapsed and never paid: a visitor who left the
 * checkout, never an appointment. Staff lists leave it out by default and a client's account never shows it; a
 * booking she or staff cancelled, paid or free (a patch test), is not one. One definition, so the two cannot
 * disagree again.
 */
export const notAbandonedHold: SQL = or(ne(bookings.status, "cancelled"), isNull(bookings.cancellationReason), ne(bookings.cancellationReason, "hold-expired"), everPaid)!;
