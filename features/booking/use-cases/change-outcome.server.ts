import type { Database } from "~/db/client.server";
import { refuse, type Outcome, type Refusal } from "~/lib/use-case";
import type { SlotCheck } from "../rules/times/availability";
import { bookingMessages, slotRefusal } from "../rules/booking-messages";
import { bookingSettingsCopy, type BookingSettings } from "../rules/times/booking-settings";
import { findBooking } from "../diary/diary.server";
import type { ChangeResult } from "../changes/booking-changes.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";

/**
 * A change to a booking as its use cases answer it, whoever asked (staff's dialogs and API, the client's manage
 * link): the booking as it now stands, or the refusal in lib/use-case's terms.
 */
export type Changed = Outcome<{ booking: Booking; refundPence: number; voucherBackPence?: number }>;

export const bookingNotFound = () => refuse("not-found", "not-found", bookingMessages.notFound);

/** A time the diary refused: beside the time field when it was the client's choice, not when it was taken. */
export function slotRefused(reason: Exclude<SlotCheck, "available">, settings: BookingSettings): Refusal {
  const { kind, code, message } = slotRefusal(reason, bookingSettingsCopy(settings));
  return refuse(kind, code, message, kind === "refused" ? { preferredTime: [message] } : undefined);
}

/** The booking is read again after a change: a refund may have settled after it committed (the demo's does at once). */
export async function changeOutcome(db: Database, settings: BookingSettings, result: ChangeResult): Promise<Changed> {
  if (result.outcome === "not-found") return bookingNotFound();
  if (result.outcome === "unavailable") return slotRefused(result.reason, settings);
  if (result.outcome === "refused") return refuse(result.kind, result.code, result.message);
  const booking = (await findBooking(db, result.booking.id)) ?? result.booking;
  return { ok: true, booking, refundPence: result.refundPence, ...(result.voucherBackPence !== undefined ? { voucherBackPence: result.voucherBackPence } : {}) };
}
