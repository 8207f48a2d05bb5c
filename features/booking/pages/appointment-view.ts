import { clockText } from "~/features/booking/appointment-text";
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { bookingReference, type BookingForEmail } from "~/features/booking/emails/booking-emails";
import { formatTotal } from "~/lib/money";
import { manageCalendarPath } from "~/features/booking/rules/manage-link";
import { paidPence, paymentPartText, paymentParts } from "~/features/booking/rules/payment-parts";
import { isPaidFor } from "~/features/booking/rules/booking-status";
import { firstNameOf } from "~/lib/names";
import { patchTestLine } from "~/features/booking/rules/patch-test-text";

/** A booking as its client may see it on /book-appointment and /booking-confirmed: no email or phone. */
export interface AppointmentView {
  id: string;
  reference: string;
  firstName: string;
  /** "Tuesday 8 December 2026 at 10:00", London time; null if the booking has no time. */
  when: string | null;
  duration: string | null;
  /** Who treats her, when the page looked it up: "Maya Lewis". */
  practitioner: string | null;
  items: { name: string; price: string }[];
  services: string;
  total: string;
  /** What she paid, by card and gift voucher (a membership's part was never paid); shown once it is paid. */
  paid: string;
  /** How: "£15.00 by card", "£20.00 by gift voucher", "£5.00 off: Dreams Club member price". */
  paidParts: string[];
  state: "paid" | "free" | "awaiting-payment" | "cancelled";
  /** Confirmed (by its payment, or by staff): she is booked, and nobody needs to contact her to confirm it. */
  booked: boolean;
  /** "14:32": until when an unpaid booking keeps its time (London). */
  holdUntil: string | null;
  /** Why a cancelled booking was cancelled, when the hold simply ran out. */
  holdExpired: boolean;
  calendarHref: string | null;
  /** The booking's manage page, when the page issued a link for it. */
  manageHref: string | null;
  /** Her patch test: its time, or the passed test it rests on (patchTestLine); null when none is needed. */
  patchTest: string | null;
}

export interface BookingForView extends BookingForEmail {
  status: string;
  paymentStatus: string;
  holdExpiresAt: Date | null;
  cancellationReason: string | null;
}

/** Whether the appointment still stands: not cancelled, and either paid, free or still within its hold. */
export function appointmentStands(booking: BookingForView, now = new Date()): boolean {
  if (booking.status === "cancelled" || !booking.startsAt || !booking.endsAt) return false;
  if (isPaidFor(booking.paymentStatus) || booking.totalPence === 0) return true;
  return booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
}

/** `manageHref`: a manage link issued for this view; the calendar file is served beside it, never by booking id. */
export function appointmentView(booking: BookingForView, { now = new Date(), manageHref = null }: { now?: Date; manageHref?: string | null } = {}): AppointmentView {
  const stands = appointmentStands(booking, now);
  const state: AppointmentView["state"] = !stands
    ? "cancelled"
    : isPaidFor(booking.paymentStatus)
      ? "paid"
      : booking.totalPence === 0
        ? "free"
        : "awaiting-payment";
  const minutes = booking.startsAt && booking.endsAt ? Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000) : null;
  const names = booking.items.map((item) => item.name);
  const price = { totalPence: booking.totalPence, voucherPence: booking.voucherPence ?? 0, memberPence: booking.memberPence ?? 0 };
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    firstName: firstNameOf(booking.name),
    when: booking.startsAt ? formatLondonDateTime(booking.startsAt) : null,
    duration: minutes === null ? null : formatDuration(minutes),
    practitioner: booking.practitioner ?? null,
    items: booking.items.map((item) => ({ name: item.name, price: formatTotal(item.pricePence) })),
    services: names.length > 0 ? names.join(", ") : booking.service,
    total: formatTotal(booking.totalPence),
    paid: formatTotal(paidPence(price)),
    paidParts: state === "paid" ? paymentParts(price).map(paymentPartText) : [],
    state,
    booked: stands && (booking.status === "confirmed" || booking.status === "completed"),
    holdUntil: state === "awaiting-payment" && booking.holdExpiresAt ? clockText(booking.holdExpiresAt) : null,
    holdExpired: state === "cancelled" && (booking.cancellationReason === "hold-expired" || booking.status !== "cancelled"),
    calendarHref: stands && manageHref ? manageCalendarPath(manageHref) : null,
    manageHref,
    patchTest: patchTestLine(booking),
  };
}
