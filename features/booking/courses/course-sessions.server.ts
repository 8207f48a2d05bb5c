/**
 * Booking a course's next session from the manage link (docs/decisions/0021): an ordinary appointment in the diary,
 * found and held by the same rules as /book, confirmed at once through changeStatus with the client as its actor,
 * with nothing to pay. The course's row is locked while a session is counted and booked, so two tabs booking the
 * last session at once end with one session booked and the other refused.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, courses } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { existingWallTime } from "~/lib/zoned-time";
import type { SlotCheck } from "../rules/times/availability";
import type { BookingSettings } from "../rules/times/booking-settings";
import type { PricedBasket } from "../rules/basket";
import { allocate, appointmentRow, appointmentSpan, freeTimes, insertIntoDiary, practitionerOf } from "../diary/diary.server";
import { planTime } from "../lifecycle/plan-time.server";
import { changeStatus, type Booking } from "../lifecycle/booking-lifecycle.server";
import { studioBookingNotice } from "../emails/booking-emails";
import { sessionsUsed, type CourseRecord } from "./course-records.server";
import { courseRefusalText, courseState, sessionLabel } from "../rules/course-rules";

export type SessionBookingResult =
  | { outcome: "booked"; booking: Booking }
  | { outcome: "not-a-course" }
  | { outcome: "refused"; kind: "conflict"; code: string; message: string }
  | { outcome: "unavailable"; reason: Exclude<SlotCheck, "available"> };

interface SessionContext {
  settings: BookingSettings;
  emailContext: EmailContext;
  now?: Date;
}

/** Books the next session of the course `booking` belongs to, at a London date and time. */
export async function bookCourseSession(
  db: Database,
  booking: Pick<Booking, "courseId">,
  wall: { preferredDate: string; preferredTime: string },
  { settings, emailContext, now = new Date() }: SessionContext,
): Promise<SessionBookingResult> {
  const courseId = booking.courseId;
  if (!courseId) return { outcome: "not-a-course" };
  const start = existingWallTime(wall.preferredDate, wall.preferredTime, settings.timeZone);
  if (!start) return { outcome: "unavailable", reason: "off-grid" };
  return insertIntoDiary(
    () =>
      db.transaction(async (tx): Promise<SessionBookingResult> => {
        const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
        if (!course) return { outcome: "not-a-course" };
        const [paying] = await tx.select().from(bookings).where(eq(bookings.id, course.bookingId));
        const used = await sessionsUsed(tx, course.id);
        const state = courseState({ ...course, sessionsUsed: used, paymentStatus: paying!.paymentStatus, payingStatus: paying!.status }, now);
        if (state !== "active") return { outcome: "refused", kind: "conflict", code: `course-${state}`, message: courseRefusalText(state, course, emailContext.studio.phone) };
        // Her course stays with the practitioner who began it, where the time allows (DESIGN 10).
        const prefer = await practitionerOf(tx, course.bookingId);
        const { check, plan } = await planTime(tx, { items: [{ slug: course.serviceId, durationMinutes: course.sessionMinutes }], start, now, settings, prefer, emailContext });
        if (!plan) return { outcome: "unavailable", reason: check };
        const label = sessionLabel(course.label, used + 1, course.sessionsTotal);
        const basket: PricedBasket = {
          lines: [{ id: course.serviceId, type: "package", name: course.label, pricePence: 0, durationMinutes: course.sessionMinutes, patchTest: "none" }],
          totalPence: 0,
          durationMinutes: course.sessionMinutes,
          label,
        };
        const client = { name: paying!.name, email: paying!.email, phone: paying!.phone, notes: null };
        const [row] = await tx
          .insert(bookings)
          .values({ ...appointmentRow(client, basket, { date: wall.preferredDate, time: wall.preferredTime }, appointmentSpan(start, course.sessionMinutes, settings)), courseId: course.id, policyAcceptedAt: now })
          .returning();
        await allocate(tx, row!.id, plan);
        // Paid for with the course: it stands now, and her confirmation goes out with the change.
        const confirmed = await changeStatus(tx, { bookingId: row!.id, to: "confirmed", actor: { kind: "client" }, reason: `${label}, paid with the course` }, { emailContext, now });
        if (confirmed.outcome !== "changed") throw new Error(`A course session could not be confirmed: ${confirmed.outcome}`);
        await enqueueEmail(tx, studioBookingNotice(confirmed.booking, emailContext), { bookingId: row!.id });
        return { outcome: "booked", booking: confirmed.booking };
      }),
    { outcome: "unavailable", reason: "taken" },
  );
}

/** Free start times ("HH:mm", London) on `date` for one session of the course: /book's availability for its length. */
export async function freeSessionTimes(db: Database, record: CourseRecord, date: string, { settings, now = new Date() }: { settings: BookingSettings; now?: Date }): Promise<string[]> {
  const prefer = await practitionerOf(db, record.course.bookingId);
  const items = [{ slug: record.course.serviceId, durationMinutes: record.course.sessionMinutes }];
  const { slots } = await freeTimes(db, { items, from: date, days: 1, now, settings, prefer });
  return slots.filter((slot) => slot.date === date).map((slot) => slot.time);
}
