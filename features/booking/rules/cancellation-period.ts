/**
 * The 14-day right to cancel a booking made at a distance (Consumer Contracts Regulations 2013, regs 29-36;
 * docs/decisions/0035): when the period ends, whether an appointment falls inside it and so needs her express request
 * to start early, and the words she agrees to. Pure: the clock is always passed in.
 */
import { cancellationRight, cancellationPeriodEnds as periodEndsIn } from "~/lib/cancellation-period";
import { STUDIO_ZONE } from "~/lib/studio-clock";

/** Reg 30(3)(a): the period and its arithmetic are the same for bookings, vouchers and memberships (lib/cancellation-period). */
export const cancellationPeriod = cancellationRight;

/**
 * The instant the period ends for a booking made at `madeAt`: midnight in London at the end of the 14th day after the
 * day it was made. The booking is made when its time is held (created_at), the moment she gives her details and ticks.
 */
export function cancellationPeriodEnds(madeAt: Date | string): Date {
  return periodEndsIn(new Date(madeAt), STUDIO_ZONE);
}

/** Whether a booking made at `madeAt` can still be cancelled under the 14-day right at `now`. */
export function inCancellationPeriod(madeAt: Date | string, now: Date): boolean {
  return now.getTime() < cancellationPeriodEnds(madeAt).getTime();
}

/** Whether an appointment starting at `startsAt`, booked at `madeAt`, begins inside the period (reg 36(1)). */
export function startsInCancellationPeriod(startsAt: Date | string, madeAt: Date | string): boolean {
  return new Date(startsAt).getTime() < cancellationPeriodEnds(madeAt).getTime();
}

/**
 * The express request of reg 36(1) and the acknowledgement of reg 36(2)(b), worded from reg 36(4): the tick at the
 * consent step for an appointment inside the period. `version` is stored with the booking; change it with the words.
 */
export const earlyStartRequest = {
  version: "early-start-2026-11",
  label: `I ask you to start my treatment within my ${cancellationPeriod.days}-day cancellation period`,
  description:
    "If I cancel after my treatment has begun, I will pay for what was done, in proportion to the whole treatment booked. " +
    "Once it has been fully performed, I can no longer cancel it.",
  required: "Please ask us to start your treatment within the cancellation period, or choose a later time",
} as const;

/** The right to cancel as clients read it before paying for a booking and on the policies page (Schedule 2 (l)). */
export const bookingCancellationRightPoints: readonly string[] = [
  `You may cancel a booking made online or by phone within ${cancellationPeriod.days} days of making it, without giving a reason: the period ends at the end of the ${cancellationPeriod.days}th day after the day you book.`,
  "Cancelled within that period, before your appointment begins, you get everything back: the card payment refunded in full and any gift voucher's part back on the voucher, within 14 days of telling us.",
  "To cancel, use the manage link in your booking email, or tell us by email, post or phone. You may use the model cancellation form, but you don't have to.",
  "If you asked us to start within the period and cancel after your treatment has begun, you pay for what was done, in proportion to the whole; once it has been fully performed, the right to cancel ends.",
];

/** The model cancellation form's own page (Schedule 3 Part B), linked before payment, from the policies and in emails. */
export const CANCELLATION_FORM_PATH = "/cancellation-form";

/** The policies page's topic for the right, beside the change policy's. */
export const cancellationRightTopic = { id: "right-to-cancel", title: `Your ${cancellationPeriod.days}-day right to cancel`, points: bookingCancellationRightPoints } as const;
