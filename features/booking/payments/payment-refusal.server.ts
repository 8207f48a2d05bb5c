import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { amountDuePence } from "../rules/amount-due";
import type { PaymentRefusalCode } from "../rules/booking-messages";

/**
 * Why a booking cannot be paid for (by card or gift voucher) now, if it cannot: paid already, nothing left to pay
 * by card (free, or a voucher covers it all), or its hold has lapsed. A booking staff made holds its time without
 * a hold: its client pays through the link they emailed.
 */
export function paymentRefusal(booking: Booking, now: Date): PaymentRefusalCode | undefined {
  if (booking.paymentStatus !== "unpaid" && booking.paymentStatus !== "failed") return "already-paid";
  // Free (a patch test alone): it stands without a hold.
  if (booking.totalPence === 0) return "nothing-to-pay";
  const staffMade = booking.source === "staff" && !booking.holdExpiresAt && (booking.status === "pending" || booking.status === "confirmed");
  if (!staffMade && (booking.status === "cancelled" || !booking.holdExpiresAt || booking.holdExpiresAt <= now)) return "hold-expired";
  if (amountDuePence(booking) === 0) return "nothing-to-pay";
  return undefined;
}
