/**
 * A course as its client and staff see it: the manage link's JSON (`courseAnswer`), the manage page's words
 * (`courseView`) and the staff answer share these facts, read by course-records.server.ts.
 */
import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { statusLabel } from "../rules/booking-badges";
import { courseRefusalText, courseSummary, type CourseState } from "../rules/course-rules";

export interface CourseSession {
  id: string;
  startsAt: Date | null;
  status: string;
  /** Cancelled in time: given back to the course. */
  returned: boolean;
  /** The booking that paid for the course (its first session). */
  paying: boolean;
}

export interface CourseRecord {
  course: { id: string; bookingId: string; serviceId: string; label: string; sessionsTotal: number; sessionMinutes: number; expiresAt: Date; endedAt: Date | null; createdAt: Date };
  /** The paying booking's payment status, which decides whether sessions can be booked. */
  paymentStatus: string;
  sessions: CourseSession[];
  used: number;
  left: number;
  state: CourseState;
}

export interface CourseAnswer {
  id: string;
  label: string;
  sessionsTotal: number;
  sessionsUsed: number;
  sessionsLeft: number;
  expiresAt: string;
  state: CourseState;
  /** Why no session can be booked now; null when one can. */
  refusal: string | null;
  sessions: { id: string; startsAt: string | null; status: string; returned: boolean; paying: boolean }[];
}

export function courseAnswer(record: CourseRecord, studioPhone: string): CourseAnswer {
  const { course } = record;
  return {
    id: course.id,
    label: course.label,
    sessionsTotal: course.sessionsTotal,
    sessionsUsed: record.used,
    sessionsLeft: record.left,
    expiresAt: course.expiresAt.toISOString(),
    state: record.state,
    refusal: record.state === "active" ? null : courseRefusalText(record.state, course, studioPhone),
    sessions: record.sessions.map((session) => ({ ...session, startsAt: session.startsAt?.toISOString() ?? null })),
  };
}

export interface CourseView {
  label: string;
  /** "4 of 6 sessions left, use by 23 November 2027". */
  summary: string;
  canBook: boolean;
  refusal: string | null;
  sessions: { key: string; when: string; status: string }[];
}

export function courseView(record: CourseRecord, studioPhone: string): CourseView {
  const answer = courseAnswer(record, studioPhone);
  return {
    label: answer.label,
    summary: courseSummary({ sessionsTotal: answer.sessionsTotal, sessionsUsed: answer.sessionsUsed, expiresAt: record.course.expiresAt }),
    canBook: answer.state === "active",
    refusal: answer.refusal,
    sessions: record.sessions.map((session) => ({
      key: session.id,
      when: session.startsAt ? formatLondonDateTime(session.startsAt) : "No time",
      status: session.returned ? "Cancelled, returned to the course" : statusLabel(session.status),
    })),
  };
}

/** "2 of 6 sessions used, 4 left, use by 23 November 2027": a course beside each of its bookings in admin. */
export function courseStaffLine(count: { sessionsTotal: number; sessionsUsed: number; sessionsLeft: number; expiresAt: Date | string; ended: boolean }): string {
  const used = `${count.sessionsUsed} of ${count.sessionsTotal} sessions used`;
  return count.ended ? `${used}; refunded, no more to book` : `${used}, ${count.sessionsLeft} left, use by ${formatLondonDate(new Date(count.expiresAt))}`;
}
