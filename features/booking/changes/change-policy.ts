/**
 * Changes, cancellations and refunds (DESIGN 3b): the one policy the manage page, the emails, the policies page and
 * the server's checks all read. Amounts are what was paid, in pence; nothing here reads the clock but `now`.
 */
import { formatTotal } from "~/lib/money";
import type { BookingStatus, PaymentStatus } from "../lifecycle/booking-status";
import { amountDuePence } from "../payments/amount-due";

export const changePolicy = {
  /** At least this long before the start, a client cancels for a full refund and may reschedule online. */
  noticeHours: 24,
  /** Less notice than that: an online cancellation refunds this share of what was paid. */
  lateCancelRefundPercent: 50,
  /** Online reschedules a booking may have; later ones go through the studio. */
  onlineReschedules: 1,
} as const;

/** The parts of a booking the policy reads (a bookings row fits it as it is). */
export interface PolicyFacts {
  status: BookingStatus | string;
  paymentStatus: PaymentStatus | string;
  startsAt: Date | string | null;
  totalPence: number;
  /** What gift vouchers paid: it goes back on the voucher on cancelling, never to the card (docs/decisions/0026). */
  voucherPence: number;
  /** What a membership took off (docs/decisions/0029): never paid, so never refunded. */
  memberPence: number;
  refundedPence: number;
  reschedules: number;
}

export type ChangeRefusal = "final" | "started" | "late" | "rescheduled" | "no-time";

export type ClientChoices = {
  /** Whether the appointment is 24 hours or more away. */
  inNotice: boolean;
  cancel: { allowed: true; refundPence: number } | { allowed: false; why: ChangeRefusal };
  reschedule: { allowed: true } | { allowed: false; why: ChangeRefusal };
};

const HOUR = 3_600_000;

/** What the client has paid by card and not had back: the most any refund can be. */
export function refundablePence(booking: Pick<PolicyFacts, "paymentStatus" | "totalPence" | "voucherPence" | "memberPence" | "refundedPence">): number {
  const paid = booking.paymentStatus === "paid" || booking.paymentStatus === "partially_refunded" || booking.paymentStatus === "refunded";
  return paid ? Math.max(0, amountDuePence(booking) - booking.refundedPence) : 0;
}

const active = (status: string) => status === "pending" || status === "confirmed";

/** What the client may do online now, and what a cancellation now would refund. */
export function clientChoices(booking: PolicyFacts, now: Date): ClientChoices {
  if (!booking.startsAt) return { inNotice: false, cancel: { allowed: false, why: "no-time" }, reschedule: { allowed: false, why: "no-time" } };
  const untilStart = new Date(booking.startsAt).getTime() - now.getTime();
  const inNotice = untilStart >= changePolicy.noticeHours * HOUR;
  if (!active(booking.status)) return { inNotice, cancel: { allowed: false, why: "final" }, reschedule: { allowed: false, why: "final" } };
  if (untilStart <= 0) return { inNotice, cancel: { allowed: false, why: "started" }, reschedule: { allowed: false, why: "started" } };
  const refundable = refundablePence(booking);
  const refundPence = inNotice ? refundable : Math.min(refundable, Math.floor((paidPence(booking) * changePolicy.lateCancelRefundPercent) / 100));
  const reschedule: ClientChoices["reschedule"] = !inNotice
    ? { allowed: false, why: "late" }
    : booking.reschedules >= changePolicy.onlineReschedules
      ? { allowed: false, why: "rescheduled" }
      : { allowed: true };
  return { inNotice, cancel: { allowed: true, refundPence }, reschedule };
}

function paidPence(booking: Pick<PolicyFacts, "paymentStatus" | "totalPence" | "voucherPence" | "memberPence">): number {
  return booking.paymentStatus === "unpaid" || booking.paymentStatus === "failed" ? 0 : amountDuePence(booking);
}

/** Why the client cannot do it online, in words that tell her what she can do instead. */
export function changeRefusalText(why: ChangeRefusal, studioPhone: string): string {
  switch (why) {
    case "final":
      return "This booking can no longer be changed.";
    case "started":
      return "Your appointment has already started, so it can no longer be changed online.";
    case "late":
      return `Your appointment is less than ${changePolicy.noticeHours} hours away, so it can no longer be moved online. Please call us on ${studioPhone}.`;
    case "rescheduled":
      return `You have already moved this appointment online once. To move it again, please call us on ${studioPhone}.`;
    case "no-time":
      return "This booking has no appointment time to change.";
  }
}

/** The policy as clients read it, on the policies page and in every booking email. */
export const changePolicyPoints: readonly string[] = [
  `Cancel with at least ${changePolicy.noticeHours} hours' notice and your payment is refunded in full to the card you paid with.`,
  `You can move your appointment online once, free of charge, up to ${changePolicy.noticeHours} hours before it; after that, please call us.`,
  `Cancel with less than ${changePolicy.noticeHours} hours' notice and ${changePolicy.lateCancelRefundPercent}% of what you paid is refunded.`,
  "If you miss your appointment without telling us (a no-show), nothing is refunded.",
  "If a gift voucher paid for some or all of your booking, cancelling puts that part back on the voucher; only what you paid by card is refunded to your card.",
  "To cancel or move your appointment, use the manage link in your booking email, or call or email us.",
];

/** The policies page's "Cancellation and rescheduling" topic, beside content-pages' other booking policies. */
export const changePolicyTopic = { id: "cancellation", title: "Cancellation and rescheduling", points: changePolicyPoints } as const;

/** "£35.00 will be refunded" / "Nothing will be refunded", for the manage page and the cancellation email. */
export function refundSentence(refundPence: number, { done = false } = {}): string {
  if (refundPence <= 0) return done ? "Nothing was refunded." : "Nothing will be refunded.";
  return done
    ? `${formatTotal(refundPence)} is on its way back to the card you paid with.`
    : `${formatTotal(refundPence)} will be refunded to the card you paid with.`;
}

/** "£20.00 goes back on your gift voucher.": what a cancellation does with a voucher's part (docs/decisions/0026). */
export function voucherBackSentence(voucherPence: number, { done = false } = {}): string {
  if (voucherPence <= 0) return "";
  return done ? `${formatTotal(voucherPence)} is back on your gift voucher.` : `${formatTotal(voucherPence)} goes back on your gift voucher.`;
}
