/**
 * A course's rows (docs/decisions/0021): made with the booking that buys it, read for the manage page, the staff API
 * and admin, and changed by the two events that touch it after that: a session cancelled, and a full refund.
 */
import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, courses } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { changeStatus, type Actor, type Booking, type Transaction } from "../lifecycle/booking-lifecycle.server";
import { activeStatuses } from "../rules/booking-status";
import type { PricedBasket } from "../rules/basket";
import { courseExpiry, courseState, sessionReturns, sessionsLeft } from "../rules/course-rules";
import type { CourseRecord } from "./course-view";

export type { CourseRecord };

type Reader = Pick<Database, "select">;

export type Course = typeof courses.$inferSelect;

/** The course a basket buys, if it holds a package of more than one session (it is then alone: priceBasket). */
export async function createCourseFor(tx: Transaction, bookingId: string, basket: PricedBasket, { now, expiryMonths }: { now: Date; expiryMonths: number }): Promise<string | null> {
  const line = basket.lines.find((entry) => entry.type === "package" && (entry.sessions ?? 1) > 1);
  if (!line) return null;
  const [course] = await tx
    .insert(courses)
    .values({ bookingId, serviceId: line.id, label: line.name, sessionsTotal: line.sessions!, sessionMinutes: line.durationMinutes, expiresAt: courseExpiry(now, expiryMonths) })
    .returning({ id: courses.id });
  await tx.update(bookings).set({ courseId: course!.id }).where(eq(bookings.id, bookingId));
  return course!.id;
}

/** A session counts as used unless it went back to the course; an unpaid course's own booking counts too. */
const counted = isNull(bookings.returnedToCourseAt);

export async function sessionsUsed(db: Reader, courseId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.courseId, courseId), counted));
  return row?.used ?? 0;
}

/** The course a booking belongs to (as its paying booking or as a session), with its sessions in time order. */
export async function courseOfBooking(db: Reader, booking: Pick<Booking, "courseId">, now: Date): Promise<CourseRecord | null> {
  if (!booking.courseId) return null;
  return courseById(db, booking.courseId, now);
}

export async function courseById(db: Reader, courseId: string, now: Date): Promise<CourseRecord | null> {
  const [row] = await db
    .select({ course: courses, paymentStatus: bookings.paymentStatus, payingStatus: bookings.status })
    .from(courses)
    .innerJoin(bookings, eq(bookings.id, courses.bookingId))
    .where(eq(courses.id, courseId));
  if (!row) return null;
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, status: bookings.status, returnedToCourseAt: bookings.returnedToCourseAt })
    .from(bookings)
    .where(eq(bookings.courseId, courseId))
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt));
  const sessions = rows.map((session) => ({
    id: session.id,
    startsAt: session.startsAt,
    status: session.status,
    returned: session.returnedToCourseAt !== null,
    paying: session.id === row.course.bookingId,
  }));
  const used = sessions.filter((session) => !session.returned).length;
  const facts = { ...row.course, sessionsUsed: used, paymentStatus: row.paymentStatus, payingStatus: row.payingStatus };
  return { course: row.course, paymentStatus: row.paymentStatus, sessions, used, left: sessionsLeft(facts), state: courseState(facts, now) };
}

/** What staff see of a course beside each of its bookings: sessions used and left, and until when. */
export interface CourseCount {
  sessionsTotal: number;
  sessionsUsed: number;
  sessionsLeft: number;
  expiresAt: Date;
  ended: boolean;
}

/** Sessions used and left for each of `courseIds` (a page of the staff list), in one query. */
export async function courseCounts(db: Reader, courseIds: readonly string[]): Promise<Map<string, CourseCount>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: courses.id,
      total: courses.sessionsTotal,
      expiresAt: courses.expiresAt,
      endedAt: courses.endedAt,
      used: sql<number>`(count(${bookings.id}) filter (where ${bookings.returnedToCourseAt} is null))::int`,
    })
    .from(courses)
    .leftJoin(bookings, eq(bookings.courseId, courses.id))
    .where(inArray(courses.id, ids))
    .groupBy(courses.id);
  return new Map(
    rows.map((row) => [row.id, { sessionsTotal: row.total, sessionsUsed: row.used, sessionsLeft: Math.max(0, row.total - row.used), expiresAt: row.expiresAt, ended: row.endedAt !== null }]),
  );
}

/** When the course a session belongs to was bought: its sessions' cancellation period runs from then (0035). */
export async function courseMadeAt(db: Reader, courseId: string | null): Promise<Date | null> {
  if (!courseId) return null;
  const [row] = await db.select({ createdAt: courses.createdAt }).from(courses).where(eq(courses.id, courseId));
  return row?.createdAt ?? null;
}

/** A course session just cancelled goes back to the course when the rules say so (course-rules: sessionReturns). */
export async function returnCancelledSession(tx: Transaction, booking: Pick<Booking, "id" | "courseId">, { actor, cancelsFree }: { actor: Actor; cancelsFree: boolean }): Promise<boolean> {
  if (!booking.courseId || !sessionReturns(actor.kind, cancelsFree)) return false;
  const updated = await tx
    .update(bookings)
    .set({ returnedToCourseAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.returnedToCourseAt)))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

/**
 * A refund that leaves nothing of the course's payment ends the course: no session can be booked any more, and
 * the free sessions booked to come are cancelled with it, so the diary holds nothing the money no longer pays for.
 * The paying booking itself is left to the change that refunded it (staff may refund and keep the appointment).
 */
export async function endCourseIfRefunded(
  tx: Transaction,
  booking: Pick<Booking, "id" | "courseId">,
  { leftAfter, actor, emailContext }: { leftAfter: number; actor: Actor; emailContext: EmailContext },
): Promise<void> {
  if (leftAfter > 0 || !booking.courseId) return;
  const ended = await tx
    .update(courses)
    .set({ endedAt: sql`now()` })
    .where(and(eq(courses.id, booking.courseId), eq(courses.bookingId, booking.id), isNull(courses.endedAt)))
    .returning({ id: courses.id });
  if (ended.length === 0) return;
  const toCome = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.courseId, booking.courseId), ne(bookings.id, booking.id), inArray(bookings.status, activeStatuses), gt(bookings.startsAt, sql`now()`)));
  for (const session of toCome) {
    await changeStatus(tx, { bookingId: session.id, to: "cancelled", actor, reason: "the course was refunded" }, { emailContext });
  }
}
