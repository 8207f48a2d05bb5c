import { parseForm } from "~/lib/forms";
import type { Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { sessionTimeSchema } from "../changes/booking-change-form";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { courseOfBooking, type CourseRecord } from "../courses/course-records.server";
import { bookCourseSession } from "../courses/course-sessions.server";
import { slotRefused } from "./change-outcome.server";
import { clock, notACourse, openedBooking, type ManageContext, type ManageRequest } from "./manage-link.server";

/** A course's next session, paid for with the course (docs/decisions/0021): the session and the course as it now stands. */
export const submitSessionBooking = namedUseCase(
  "manage.book-session",
  async (context: ManageContext, visitor: Pick<Visitor, "address">, request: ManageRequest): Promise<Outcome<{ session: Booking; course: CourseRecord | null }>> => {
    const { db, emailContext, settings, now } = context;
    const booking = await openedBooking(db, visitor, request.token);
    if ("ok" in booking) return booking;
    const form = parseForm(sessionTimeSchema, request.body);
    if (!form.success) return invalid(form.error);
    const result = await bookCourseSession(db, booking, form.data, { emailContext, settings, ...clock(now) });
    if (result.outcome === "not-a-course") return refuse("not-found", "not-a-course", notACourse);
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    if (result.outcome === "unavailable") return slotRefused(result.reason, settings);
    return { ok: true, session: result.booking, course: await courseOfBooking(db, result.booking, now ?? new Date()) };
  },
);
