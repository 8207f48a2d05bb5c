import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { allocations, bookings, staffMembers, staffServices } from "~/db/schema.server";
import type { WeeklyHours } from "~/features/studio";
import { holdScheduleSteady } from "~/features/schedule/index.server";
import { isUuid } from "~/lib/ids";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import type { priceBasket } from "../rules/basket";
import { checkTeamSlot, outsideHours, teamSlots, type SlotPlan, type TeamSlot } from "../rules/times/availability";
import { columnsOf, readDiary, type DiaryItem } from "./diary-columns.server";
import type { Plan } from "../rules/times/team-plan";
import type { BookingSettings } from "../rules/times/booking-settings";
import { inDiary, overlaps } from "./occupancy.server";

/**
 * The diary (DESIGN 3a): what occupies which time, which times are free, and the insert that the exclusion
 * constraint guards. Every way into the diary (a client's hold, staff's booking, a course's session, a move) uses it.
 */

export type Executor = Pick<Database, "select" | "update" | "insert" | "execute" | "delete">;

/** A booking's row as stored. */
export type Booking = typeof bookings.$inferSelect;

/** The instants of London dates [from, from + days). */
const windowOf = (from: string, days: number, timeZone: string) => ({
  from: fromWallTime(from, "00:00", timeZone),
  to: fromWallTime(addDays(from, days), "00:00", timeZone),
});

export interface DiaryAsk {
  items: readonly DiaryItem[];
  /** A named practitioner; absent, any. */
  practitioner?: string;
  /** The practitioner tried first by "any": a moved booking's own (DESIGN 10). */
  prefer?: string;
  now: Date;
  settings: BookingSettings;
  /** The booking being moved: what it holds does not count against it. */
  except?: string;
}

/**
 * The schedule and the diary's columns over a window, read in one statement (the columns need only the week's hours,
 * applied after reading), so asking the diary costs one round trip (bench/team.md).
 */
export async function diaryBetween(db: Executor, window: { from: Date; to: Date; timeZone: string; except?: string; practitioner?: string }) {
  const { reads, schedule } = await readDiary(db, window);
  return { schedule, diary: columnsOf(reads, { ...window, hours: schedule.hours }) };
}

/** The day's order for "any", with the practitioner the booking prefers first. */
const preferring = (orderOn: (date: string) => string[], prefer?: string) => (date: string) => {
  const order = orderOn(date);
  return prefer && order.includes(prefer) ? [prefer, ...order.filter((id) => id !== prefer)] : order;
};

/** Free start times for the items, each with the practitioner it would go to (docs/decisions/0050). */
export async function freeTimes(db: Executor, query: DiaryAsk & { from: string; days: number }): Promise<{ timeZone: string; slots: TeamSlot[] }> {
  return (await readFreeTimes(db, query))(query.items);
}

/**
 * The diary read for free times over [from, from + days), and what plans a basket against it: the reading needs no
 * basket, so a caller that must first read the basket (the client's menu) reads both at once.
 */
export async function readFreeTimes(
  db: Executor,
  query: Omit<DiaryAsk, "items"> & { from: string; days: number },
): Promise<(items: readonly DiaryItem[]) => { timeZone: string; slots: TeamSlot[] }> {
  const { timeZone } = query.settings;
  // Days past the horizon offer nothing, however far: never turned into instants (9999-12-31 has no next week).
  if (query.from > addDays(toWallTime(query.now, timeZone).date, query.settings.horizonDays + 1)) return () => ({ timeZone, slots: [] });
  // A day either side: an appointment's buffer, or a booking of the evening before, may reach into the window.
  const { from, to } = windowOf(addDays(query.from, -1), query.days + 2, timeZone);
  const { schedule, diary } = await diaryBetween(db, { from, to, timeZone, except: query.except, practitioner: query.practitioner });
  return (items) => ({
    timeZone,
    slots: teamSlots({
      from: query.from,
      days: query.days,
      now: query.now,
      settings: query.settings,
      ...schedule,
      items: diary.needs(items),
      columns: diary.columns,
      orderOn: preferring(diary.orderOn, query.prefer),
      practitioner: query.practitioner,
    }),
  });
}

/** The span an appointment takes in the diary: its time, then the buffer no other booking may meet. */
export function appointmentSpan(start: Date, durationMinutes: number, settings: Pick<BookingSettings, "bufferMinutes">) {
  const endsAt = new Date(start.getTime() + durationMinutes * 60_000);
  return { startsAt: start, endsAt, blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * 60_000) };
}

/** The columns every new appointment fills alike: who it is for, what was booked as the server priced it, and when. */
export function appointmentRow(
  client: { name: string; email: string | null; phone: string; notes?: string | null },
  basket: ReturnType<typeof priceBasket>,
  wall: { date: string; time: string },
  span: ReturnType<typeof appointmentSpan>,
) {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone,
    notes: client.notes ?? null,
    service: basket.label,
    items: basket.lines.map(({ patchTest: _patchTest, sessions: _sessions, ...line }) => line),
    totalPence: basket.totalPence,
    preferredDate: wall.date,
    preferredTime: wall.time,
    ...span,
  };
}

/**
 * Runs a diary insert (which plans, then writes the plan), running it again when an exclusion constraint refused the
 * plan: the constraint waited for the winner to commit, so the new plan sees its allocations and gives "any" to
 * someone else who is free, or answers that the time is taken. Two racing inserts that deadlocked inside the
 * constraint's check are run again too. After a few refusals in a row the time counts as taken.
 */
export async function insertIntoDiary<T>(insert: () => Promise<T>, taken: T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      const code = postgresCode(error);
      if (code === EXCLUSION_VIOLATION) {
        if (attempt < 5) continue;
        return taken;
      }
      if (code && RETRYABLE.has(code) && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/**
 * Whether a start time can be booked now, and who and what it would take: the plan the insert writes (allocate), made
 * by the same function as the free times, under the schedule's shared lock. Writers reach it through the lifecycle's
 * planTime, which first cancels the lapsed holds over the time.
 */
export async function planTimeIn(db: Transaction, ask: DiaryAsk & { start: Date }): Promise<SlotPlan> {
  const { timeZone } = ask.settings;
  const date = toWallTime(ask.start, timeZone).date;
  const { from, to } = windowOf(addDays(date, -1), 3, timeZone);
  await holdScheduleSteady(db);
  const { schedule, diary } = await diaryBetween(db, { from, to, timeZone, except: ask.except, practitioner: ask.practitioner });
  return checkTeamSlot({
    start: ask.start,
    now: ask.now,
    settings: ask.settings,
    ...schedule,
    items: diary.needs(ask.items),
    columns: diary.columns,
    orderOn: preferring(diary.orderOn, ask.prefer),
    practitioner: ask.practitioner,
  });
}

/** Writes a plan as the booking's allocations; the exclusion constraints refuse it if another took a column since. */
export async function allocate(tx: Executor, bookingId: string, plan: Plan): Promise<void> {
  await tx.insert(allocations).values(
    plan.allocations.map((allocation) => {
      const column = allocation.kind === "resource" ? { resourceId: allocation.columnId } : { staffMemberId: allocation.columnId };
      return { bookingId, ...column, startsAt: new Date(allocation.start), endsAt: new Date(allocation.end) };
    }),
  );
}

/** The practitioner a booking is with: the first she treats it in (none for a booking from before the team). */
export async function practitionerOf(db: Executor, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: allocations.staffMemberId })
    .from(allocations)
    .where(and(eq(allocations.bookingId, bookingId), isNotNull(allocations.staffMemberId)))
    .orderBy(asc(allocations.startsAt))
    .limit(1);
  return row?.id ?? undefined;
}

/** Whether an id names someone on the team who is in the diary now: staff name a practitioner only from it. */
export async function isActivePractitioner(db: Executor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), eq(staffMembers.active, true)))
    .limit(1);
  return row !== undefined;
}

/** Whether she gives every treatment of the items (her services): staff move a booking only to someone who does. */
export async function practitionerDoes(db: Executor, id: string, items: readonly DiaryItem[]): Promise<boolean> {
  const slugs = [...new Set(items.map((item) => item.slug))];
  if (slugs.length === 0) return true;
  const rows = await db
    .select({ slug: staffServices.serviceSlug })
    .from(staffServices)
    .where(and(eq(staffServices.staffMemberId, id), inArray(staffServices.serviceSlug, slugs)));
  return rows.length === slugs.length;
}

/** A move: the booking's allocations are written again for its new time (checked at commit, migration 0038). */
export async function reallocate(tx: Executor, bookingId: string, plan: Plan): Promise<void> {
  await tx.delete(allocations).where(eq(allocations.bookingId, bookingId));
  await allocate(tx, bookingId, plan);
}

const EXCLUSION_VIOLATION = "23P01";
/** Two inserts of overlapping spans can each wait for the other inside the exclusion check; one is aborted. */
const RETRYABLE = new Set(["40P01", "40001"]);

function postgresCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export async function findBooking(db: Database, id: string): Promise<Booking | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** What staff need to contact a client whose booking a schedule change left in closed time. */
const affectedColumns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  service: bookings.service,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
};

/** The bookings in the diary that meet [start, end): whom staff must call when the studio closes then. */
export function bookingsMeeting(db: Database, start: Date, end: Date) {
  return db.select(affectedColumns).from(bookings).where(and(inDiary, overlaps(start, end))).orderBy(bookings.startsAt).limit(500);
}

/** Bookings to come that the week's hours no longer cover: whom staff must call after shortening the hours. */
export async function bookingsOutsideHours(db: Database, hours: WeeklyHours, timeZone: string, now = new Date()) {
  const upcoming = await db.select(affectedColumns).from(bookings).where(and(inDiary, gt(bookings.startsAt, now))).orderBy(bookings.startsAt);
  return upcoming.filter((booking) => outsideHours(booking.startsAt!, (booking.endsAt!.getTime() - booking.startsAt!.getTime()) / 60_000, hours, timeZone)).slice(0, 500);
}
