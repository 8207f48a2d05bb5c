import { eq, sql } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { returnBookingVouchers } from "~/features/vouchers/index.server";
import { recordChange, type Actor, type Booking, type Transaction } from "../lifecycle/booking-lifecycle.server";

/**
 * Takes the gift voucher off a booking in the caller's transaction, with the booking's row locked: what it paid goes
 * back on the voucher, the card owes the whole price again, and the history says why (`reason` is given the pence
 * put back). Used when the client removes it and when a card payment turns out to have paid the whole price (0032).
 */
export async function takeVoucherOff(tx: Transaction, booking: Booking, actor: Actor, reason: (returnedPence: number) => string): Promise<Booking> {
  const { returnedPence } = await returnBookingVouchers(tx, booking.id);
  const [updated] = await tx.update(bookings).set({ voucherPence: 0, updatedAt: sql`now()` }).where(eq(bookings.id, booking.id)).returning();
  await recordChange(tx, { bookingId: booking.id, actor, fromStatus: booking.status, toStatus: booking.status, reason: reason(returnedPence) });
  return updated!;
}
