/**
 * Changes, cancellations and refunds (DESIGN 3b): the one policy the manage page, the emails, the policies page and
 * the server's checks all read. Amounts are what was paid, in pence; nothing here reads the clock but `now`.
 */
import { formatTotal } from "~/lib/money";
import { wasEverPaid, type BookingStatus, type PaymentStatus } from "./booking-status";
import { amountDuePence } from "./amount-due";
import { cancellationPeriod, inCancellationPeriod } from "./cancellation-period";

export const changePolicy = {
  /** At least this long before the start, a client cancels for a full refund and may reschedule online. */
  noticeHours: 24,
  /** Less notice than that: an online cancellation gives back this share of each part paid, card and gift voucher. */
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
  /** What gift vouchers paid: on cancelling, the policy's share of it goes back on the voucher, never to the card (docs/decisions/0026, 0031). */
  voucherPence: number;
  /** What a membership took off (docs/decisions/0029): never paid, so never refunded. */
  memberPence: number;
  refundedPence: number;
  /**
   * Refunds asked of the provider and not settled yet: promised already, so never offered again. Without it (a
   * bookings row as it is) only settled refunds count, and an offer made from it is too large while one is pending.
   */
  pendingRefundPence?: number;
  reschedules: number;
  /** When the booking was made: the 14-day cancellation period runs from its day (docs/decisions/0035). */
  createdAt: Date | string;
  /** A course's session is part of the course's contract: its period runs from the course's purchase instead. */
  contractMadeAt?: Date | string | null;
  /**
   * The card payment at the provider, or null when the money was taken at the studio: the provider then holds nothing
   * to refund, so a cancellation that owes money back is arranged with the studio, never offered online.
   */
  paymentIntentId?: string | null;
}

export type ChangeRefusal = "final" | "started" | "late" | "rescheduled" | "no-time" | "paid-at-studio";

export type ClientChoices = {
  /** Whether the appointment is 24 hours or more away. */
  inNotice: boolean;
  /** Whether the 14-day cancellation period is still running (docs/decisions/0035). */
  inCancellationPeriod: boolean;
  /** A cancellation now costs her nothing: with notice, or inside the cancellation period before the appointment begins. */
  cancelsFree: boolean;
  /** A cancellation now: `refundPence` back to the card, `voucherBackPence` back on the gift voucher (docs/decisions/0031). */
  cancel: { allowed: true; refundPence: number; voucherBackPence: number } | { allowed: false; why: ChangeRefusal };
  reschedule: { allowed: true } | { allowed: false; why: ChangeRefusal };
};

const HOUR = 3_600_000;

/** What the client has paid by card and not had back or been promised: the most any refund can be. */
export function refundablePence(
  booking: Pick<PolicyFacts, "paymentStatus" | "totalPence" | "voucherPence" | "memberPence" | "refundedPence" | "pendingRefundPence">,
): number {
  return wasEverPaid(booking.paymentStatus) ? Math.max(0, amountDuePence(booking) - booking.refundedPence - (booking.pendingRefundPence ?? 0)) : 0;
}

const active = (status: string) => status === "pending" || status === "confirmed";

/** What the client may do online now, and what a cancellation now would refund. */
export function clientChoices(booking: PolicyFacts, now: Date): ClientChoices {
  const inPeriod = inCancellationPeriod(booking.contractMadeAt ?? booking.createdAt, now);
  const none = (why: ChangeRefusal): ClientChoices => ({ inNotice: false, inCancellationPeriod: inPeriod, cancelsFree: false, cancel: { allowed: false, why }, reschedule: { allowed: false, why } });
  if (!booking.startsAt) return none("no-time");
  const untilStart = new Date(booking.startsAt).getTime() - now.getTime();
  const inNotice = untilStart >= changePolicy.noticeHours * HOUR;
  if (!active(booking.status)) return { ...none("final"), inNotice };
  if (untilStart <= 0) return { ...none("started"), inNotice };
  // Regs 34 and 36(4): cancelled inside the period before the appointment begins, nothing has been supplied, so
  // nothing may be kept; the late share applies only once the period is over (docs/decisions/0035).
  const cancelsFree = inNotice || inPeriod;
  const refundable = refundablePence(booking);
  const refundPence = cancelsFree ? refundable : Math.min(refundable, lateShare(paidPence(booking)));
  // The voucher's part follows the card's: all of it when free, the late share otherwise. A booking never paid (a
  // hold given up) has taken nothing yet, so its voucher gets everything back.
  const voucherBackPence = cancelsFree || !wasEverPaid(booking.paymentStatus) ? booking.voucherPence : lateShare(booking.voucherPence);
  const reschedule: ClientChoices["reschedule"] = !inNotice
    ? { allowed: false, why: "late" }
    : booking.reschedules >= changePolicy.onlineReschedules
      ? { allowed: false, why: "rescheduled" }
      : { allowed: true };
  // Paid at the studio: the money comes back there, so the studio cancels it with her (issue 20: offer only what is done).
  const cancel: ClientChoices["cancel"] =
    refundPence > 0 && booking.paymentIntentId === null ? { allowed: false, why: "paid-at-studio" } : { allowed: true, refundPence, voucherBackPence };
  return { inNotice, inCancellationPeriod: inPeriod, cancelsFree, cancel, reschedule };
}

/** A late cancellation's share of one part of what was paid, rounded down to the penny. */
const lateShare = (pence: number) => Math.floor((pence * changePolicy.lateCancelRefundPercent) / 100);

function paidPence(booking: Pick<PolicyFacts, "paymentStatus" | "totalPence" | "voucherPence" | "memberPence">): number {
  return wasEverPaid(booking.paymentStatus) ? amountDuePence(booking) : 0;
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
    case "paid-at-studio":
      return `You paid for this booking at the studio, so your money is given back there: to cancel, please call us on ${studioPhone}.`;
  }
}

/** The policy as clients read it, on the policies page and in every booking email. */
export const changePolicyPoints: readonly string[] = [
  `Cancel with at least ${changePolicy.noticeHours} hours' notice and your payment is refunded in full to the card you paid with.`,
  `Cancel within ${cancellationPeriod.days} days of booking, before your appointment begins, and your payment is refunded in full, whatever the notice.`,
  `You can move your appointment online once, free of charge, up to ${changePolicy.noticeHours} hours before it; after that, please call us.`,
  `Cancel with less than ${changePolicy.noticeHours} hours' notice, more than ${cancellationPeriod.days} days after booking, and ${changePolicy.lateCancelRefundPercent}% of what you paid is refunded.`,
  "If you miss your appointment without telling us (a no-show), nothing is refunded.",
  `If a gift voucher paid for some or all of your booking, cancelling puts that part back on the voucher, not on your card: all of it when the cancellation is free, ${changePolicy.lateCancelRefundPercent}% of it when it is late.`,
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

/**
 * "£20.00 goes back on your gift voucher." / "£10.00 of the £20.00 your gift voucher paid goes back on it.": what a
 * cancellation does with a voucher's part (docs/decisions/0026, 0031). `voucherPence` is what the voucher paid.
 */
export function voucherBackSentence(backPence: number, voucherPence: number, { done = false } = {}): string {
  if (voucherPence <= 0) return "";
  const goes = done ? "is back" : "goes back";
  if (backPence >= voucherPence) return `${formatTotal(voucherPence)} ${goes} on your gift voucher.`;
  if (backPence <= 0) return `The ${formatTotal(voucherPence)} your gift voucher paid ${done ? "was" : "is"} not given back.`;
  return `${formatTotal(backPence)} of the ${formatTotal(voucherPence)} your gift voucher paid ${goes} on it.`;
}
