/**
 * What the manage link shows and answers: the booking as its client may see it (no email or phone) and what the
 * change policy (DESIGN 3b) allows her now. The JSON API sends `manageAnswer`; the page renders `manageView`.
 */
import { formatDuration, formatLondonDateTime } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { freePaymentLabel, isFreeBooking, paymentLabel, statusLabel } from "../rules/booking-badges";
import { wasEverPaid } from "../rules/booking-status";
import { changeRefusalText, clientChoices, refundSentence, voucherBackSentence, type ChangeRefusal, type PolicyFacts } from "../rules/change-policy";
import { bookingReference, type BookedItemForEmail } from "../emails/booking-emails";
import { courseAnswer, courseView, type CourseAnswer, type CourseRecord, type CourseView } from "../courses/course-view";
import { coursePaymentLabel, isCourseSession, sessionCancelledSentence } from "../rules/course-rules";
import { paidPence, paymentPartText, paymentParts, type PaymentPart } from "../rules/payment-parts";
import { firstNameOf } from "~/lib/names";
import { bookingChoiceParams } from "../rules/booking-choice";

export interface ManageFacts extends PolicyFacts {
  id: string;
  name: string;
  service: string;
  items: readonly BookedItemForEmail[];
  startsAt: Date | null;
  endsAt: Date | null;
  preferredDate: string | null;
  preferredTime: string | null;
  /** The course this booking is a session of (or paid for), if any. */
  courseId?: string | null;
  /** Required here: an offer that left out a pending refund would promise more than the cancellation gives. */
  pendingRefundPence: number;
}

type Choice<Allowed> = ({ allowed: true } & Allowed) | { allowed: false; reason: ChangeRefusal; message: string };

export interface ManageAnswer {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  startsAt: string | null;
  endsAt: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  items: { name: string; pricePence: number; durationMinutes: number }[];
  totalPence: number;
  /** What the client paid, by card and gift voucher (0 when nothing was), and what of it has come back so far. */
  paidPence: number;
  /** How the price was met: by card, by gift voucher, by a membership's price (never money); none when unpaid. */
  paidParts: PaymentPart[];
  refundedPence: number;
  /** What the policy allows online now: a cancellation now would refund `refundPence` to the card and put `voucherBackPence` back on the gift voucher. */
  choices: { cancel: Choice<{ refundPence: number; voucherBackPence: number }>; reschedule: Choice<object> };
  /** The course it belongs to: sessions used and left, and whether the next can be booked. */
  course: CourseAnswer | null;
}

/** The facts the policy reads: a course's session is cancelled under the course's contract (docs/decisions/0035). */
const policyFacts = (booking: ManageFacts, course: CourseRecord | null) => ({ ...booking, contractMadeAt: course?.course.createdAt ?? null });

export function manageAnswer(booking: ManageFacts, now: Date, studioPhone: string, course: CourseRecord | null = null): ManageAnswer {
  const choices = clientChoices(policyFacts(booking, course), now);
  // A course's money pays for the course: cancelling one session refunds nothing (docs/decisions/0021).
  const refundPence = (policyRefund: number) => (booking.courseId ? 0 : policyRefund);
  const refusal = (why: ChangeRefusal) => ({ allowed: false as const, reason: why, message: changeRefusalText(why, studioPhone) });
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    startsAt: booking.startsAt?.toISOString() ?? null,
    endsAt: booking.endsAt?.toISOString() ?? null,
    preferredDate: booking.preferredDate,
    preferredTime: booking.preferredTime,
    items: booking.items.map(({ name, pricePence, durationMinutes }) => ({ name, pricePence, durationMinutes })),
    totalPence: booking.totalPence,
    paidPence: wasEverPaid(booking.paymentStatus) ? paidPence(booking) : 0,
    paidParts: wasEverPaid(booking.paymentStatus) ? paymentParts(booking) : [],
    refundedPence: booking.refundedPence,
    choices: {
      cancel: choices.cancel.allowed
        ? { allowed: true, refundPence: refundPence(choices.cancel.refundPence), voucherBackPence: choices.cancel.voucherBackPence }
        : refusal(choices.cancel.why),
      reschedule: choices.reschedule.allowed ? { allowed: true } : refusal(choices.reschedule.why),
    },
    course: course ? courseAnswer(course, studioPhone) : null,
  };
}

export const freeCancelSentence = "It is free, so there is nothing to refund.";

/** The page's words for the same facts. */
export interface ManageView {
  reference: string;
  firstName: string;
  treatments: { name: string; price: string; duration: string }[];
  when: string | null;
  duration: string | null;
  /** The appointment still stands (not cancelled, completed or missed). */
  active: boolean;
  /** Cancelled: her calendar file now takes the event out, and she may book the same treatments again. */
  cancelled: boolean;
  /** /book with this booking's treatments chosen again. */
  bookAgainPath: string;
  status: string;
  payment: string;
  total: string;
  paid: string;
  /** "£15.00 by card", "£20.00 by gift voucher", "£5.00 off: Dreams Club member price". */
  paidParts: string[];
  refunded: string | null;
  cancel: { allowed: true; refund: string } | { allowed: false; message: string };
  reschedule: { allowed: true } | { allowed: false; message: string };
  /** The appointment's date (YYYY-MM-DD, London) to start the date picker from. */
  date: string | null;
  course: CourseView | null;
}

/** Her treatments again on /book (a package's treatment, for her to choose the package or a single session). */
function bookAgainPath(items: readonly BookedItemForEmail[]): string {
  const ids = [...new Set(items.map((item) => item.id))];
  return `/book?${bookingChoiceParams({ items: ids.map((id) => ({ id, type: "service" })), patchTest: undefined, step: "services", date: undefined, time: undefined }).toString()}`;
}

export function manageView(booking: ManageFacts, now: Date, studioPhone: string, course: CourseRecord | null = null): ManageView {
  const answer = manageAnswer(booking, now, studioPhone, course);
  // A free booking (the patch test) has nothing to refund: "Nothing will be refunded" reads as a loss.
  const cancelWords = (refundPence: number, voucherBackPence: number) =>
    isFreeBooking(booking)
      ? freeCancelSentence
      : booking.courseId
      ? `${sessionCancelledSentence(clientChoices(policyFacts(booking, course), now).cancelsFree, { done: false })} ${refundSentence(0)}`
      : `${refundSentence(refundPence)} ${voucherBackSentence(voucherBackPence, booking.voucherPence)}`.trim();
  const minutes = booking.startsAt && booking.endsAt ? Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000) : null;
  const { cancel, reschedule } = answer.choices;
  return {
    reference: answer.reference,
    firstName: firstNameOf(booking.name),
    treatments:
      booking.items.length > 0
        ? booking.items.map((item) => ({ name: item.name, price: formatTotal(item.pricePence), duration: formatDuration(item.durationMinutes) }))
        : [{ name: booking.service, price: formatTotal(booking.totalPence), duration: minutes === null ? "" : formatDuration(minutes) }],
    when: booking.startsAt ? formatLondonDateTime(booking.startsAt) : null,
    duration: minutes === null ? null : formatDuration(minutes),
    active: booking.status === "pending" || booking.status === "confirmed",
    cancelled: booking.status === "cancelled",
    bookAgainPath: bookAgainPath(booking.items),
    status: statusLabel(booking.status),
    payment: isCourseSession(booking) ? coursePaymentLabel : isFreeBooking(booking) ? freePaymentLabel : paymentLabel(booking.paymentStatus),
    total: formatTotal(booking.totalPence),
    paid: formatTotal(answer.paidPence),
    paidParts: answer.paidParts.map(paymentPartText),
    refunded: booking.refundedPence > 0 ? formatTotal(booking.refundedPence) : null,
    cancel: cancel.allowed ? { allowed: true, refund: cancelWords(cancel.refundPence, cancel.voucherBackPence) } : { allowed: false, message: cancel.message },
    reschedule: reschedule.allowed ? { allowed: true } : { allowed: false, message: reschedule.message },
    date: booking.preferredDate,
    course: course ? courseView(course, studioPhone) : null,
  };
}
