/**
 * Courses (DESIGN 9, docs/decisions/0021): a package of N sessions is paid once by the booking that buys it, whose
 * appointment is the first session; the others are booked later from the manage link and cost nothing. These rules
 * are the one place that says whether a course can take another session, and in what words.
 */
import { formatLondonDate } from "~/lib/display-time";
import { cancellationPeriod } from "./cancellation-period";
import { changePolicy } from "./change-policy";
import { isPaidFor } from "./booking-status";

/** What decides a course's state: the course row, its sessions counted, and the paying booking's payment. */
export interface CourseFacts {
  sessionsTotal: number;
  /** Sessions booked, attended or cancelled late; a session cancelled in time is not counted. */
  sessionsUsed: number;
  expiresAt: Date;
  /** Set when the course was refunded in full. */
  endedAt: Date | null;
  /** The paying booking's payment status. */
  paymentStatus: string;
  /** The paying booking's status: cancelled before it was paid (its hold lapsed), the course never began. */
  payingStatus?: string;
}

export type CourseState = "unpaid" | "lapsed" | "active" | "used-up" | "expired" | "ended";

export function courseState(course: CourseFacts, now: Date): CourseState {
  if (course.endedAt) return "ended";
  if (course.paymentStatus === "refunded") return "ended";
  if (!isPaidFor(course.paymentStatus)) return course.payingStatus === "cancelled" ? "lapsed" : "unpaid";
  if (course.expiresAt.getTime() <= now.getTime()) return "expired";
  if (course.sessionsUsed >= course.sessionsTotal) return "used-up";
  return "active";
}

export const sessionsLeft = (course: Pick<CourseFacts, "sessionsTotal" | "sessionsUsed">) => Math.max(0, course.sessionsTotal - course.sessionsUsed);

/** The date a course bought at `from` expires: the same day `months` later (the month's last day when it has none). */
export function courseExpiry(from: Date, months: number): Date {
  const expires = new Date(from);
  const day = expires.getUTCDate();
  expires.setUTCDate(1);
  expires.setUTCMonth(expires.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expires.getUTCFullYear(), expires.getUTCMonth() + 1, 0)).getUTCDate();
  expires.setUTCDate(Math.min(day, lastDay));
  return expires;
}

/** "12 months", for every sentence that states the setting. */
export const formatMonths = (months: number) => `${months} ${months === 1 ? "month" : "months"}`;

/** Why no session can be booked now, in words that say what she can do instead. */
export function courseRefusalText(state: Exclude<CourseState, "active">, course: Pick<CourseFacts, "sessionsTotal" | "expiresAt">, studioPhone: string): string {
  switch (state) {
    case "unpaid":
      return "The sessions of this course can be booked once it is paid.";
    case "lapsed":
      return "This course was not paid for in time, so its sessions cannot be booked. You are welcome to book it again.";
    case "used-up":
      return `All ${course.sessionsTotal} sessions of this course are booked or used.`;
    case "expired":
      return `This course expired on ${formatLondonDate(course.expiresAt)}, so no more sessions can be booked. Please call us on ${studioPhone}.`;
    case "ended":
      return "This course was refunded, so no more sessions can be booked.";
  }
}

/** "4 of 6 sessions left, use by 23 November 2027". */
export function courseSummary(course: Pick<CourseFacts, "sessionsTotal" | "sessionsUsed" | "expiresAt">): string {
  const left = sessionsLeft(course);
  return `${left} of ${course.sessionsTotal} ${course.sessionsTotal === 1 ? "session" : "sessions"} left, use by ${formatLondonDate(course.expiresAt)}`;
}

/**
 * Whether a cancelled session goes back to the course: a client's when the change policy lets her cancel free (with
 * notice, or inside the course's 14-day cancellation period: docs/decisions/0035), and any staff cancellation (staff
 * choose what to give back). A late cancellation uses the session, as a late single booking loses half its price.
 */
export function sessionReturns(actorKind: string, cancelsFree: boolean): boolean {
  return actorKind === "staff" || cancelsFree;
}

/** What a cancelled session did to the course, for the manage page and the cancellation email. */
export function sessionCancelledSentence(returned: boolean, { done = true } = {}): string {
  if (returned) {
    return done
      ? "The session has gone back to your course: book it again whenever suits you from your manage link."
      : "The session will go back to your course, to book again whenever suits you.";
  }
  return `With less than ${changePolicy.noticeHours} hours' notice, more than ${cancellationPeriod.days} days after buying the course, the session ${done ? "counts" : "will count"} as used.`;
}

/** The course's rules as clients read them on the manage page. */
export function coursePolicyPoints(expiryMonths: number): string[] {
  return [
    `A course is paid once, when you book it. Its sessions are booked here, free, within ${formatMonths(expiryMonths)} of buying it.`,
    `Cancel a session with at least ${changePolicy.noticeHours} hours' notice, or within ${cancellationPeriod.days} days of buying the course, and it goes back to your course; otherwise, with less notice, the session is used.`,
    "Cancelling a session never refunds money: to cancel the whole course, please call or email us.",
  ];
}

/** In the email of a course's purchase: where the other sessions are booked. */
export const coursePurchasedSentence =
  "This is the first session of your course, and the whole course is paid for. Book the other sessions whenever suits you from your manage link below.";

/** A course's session has nothing of its own to pay: its payment is the course's. */
export const coursePaymentLabel = "Paid with the course";
export const isCourseSession = (booking: { courseId?: string | null; totalPence: number }) => Boolean(booking.courseId) && booking.totalPence === 0;

/** "Session 2 of 6": the label of a session's booking. */
export const sessionLabel = (courseLabel: string, number: number, total: number) => `${courseLabel} (session ${number} of ${total})`;
