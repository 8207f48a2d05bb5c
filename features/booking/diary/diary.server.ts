import { and, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import type { WeeklyHours } from "~/features/studio";
import { holdScheduleSteady, scheduleBetween } from "~/features/schedule/index.server";
import { isUuid } from "~/lib/ids";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import type { priceBasket } from "../basket";
import { type Booking } from "../lifecycle/booking-lifecycle.server";
import { availableSlots, checkSlot, outsideHours, type Busy, type Slot, type SlotCheck } from "./availability";
import type { BookingSettings } from "./booking-settings";
import { inDiary, occupies, overlaps } from "./occupancy.server";

/**
 * The diary (DESIGN 3a): what occupies which time, which times are free, and the insert that the exclusion
 * constraint guards. Every way into the diary (a client's hold, staff's booking, a course's session, a move) uses it.
 */

export type Executor = Pick<Database, "select" | "update" | "insert" | "execute" | "delete">;

export async function busySpans(db: Executor, from: Date, to: Date, except?: string): Promise<Busy[]> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.blockedUntil })
    .from(bookings)
    // `overlaps` with the diary's predicate is bookings_no_overlap's own index (GiST on the span, partial on
    // inDiary): only the window is read, however long the history (bench/availability.md).
    .where(and(occupies, overlaps(from, to), except ? ne(bookings.id, except) : undefined));
  return rows.map((row) => ({ start: row.start!.getTime(), end: row.end!.getTime() }));
}

/** Free start times for an appointment of `durationMinutes`, not counting the booking being moved (`except`). */
export async function freeTimes(
  db: Database,
  query: { durationMinutes: number; from: string; days: number; now: Date; settings: BookingSettings; except?: string },
): Promise<{ timeZone: string; slots: Slot[] }> {
  const { timeZone } = query.settings;
  // Days past the horizon offer nothing, however far: never turned into instants (9999-12-31 has no next week).
  if (query.from > addDays(toWallTime(query.now, timeZone).date, query.settings.horizonDays + 1)) return { timeZone, slots: [] };
  const from = fromWallTime(query.from, "00:00", timeZone);
  const to = fromWallTime(addDays(query.from, query.days + 1), "00:00", timeZone);
  const [busy, schedule] = await Promise.all([busySpans(db, from, to, query.except), scheduleBetween(db, from, to, timeZone)]);
  const slots = availableSlots({ ...query, busy, settings: query.settings, ...schedule });
  return { timeZone, slots };
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
 * Runs a diary insert, answering "taken" when the exclusion constraint refuses it, and running it again when two
 * racing inserts deadlocked inside the constraint's check (the retry sees the winner's committed booking).
 */
export async function insertIntoDiary<T>(insert: () => Promise<T>, taken: T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      const code = postgresCode(error);
      if (code === EXCLUSION_VIOLATION) return taken;
      if (code && RETRYABLE.has(code) && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/** Whether a start time can be booked now, against the diary (less the booking being moved, when one is). */
export async function checkTime(
  db: Executor,
  { start, durationMinutes, now, settings, except }: { start: Date; durationMinutes: number; now: Date; settings: BookingSettings; except?: string },
): Promise<SlotCheck> {
  const day = 86_400_000;
  const [from, to] = [new Date(start.getTime() - day), new Date(start.getTime() + day)];
  await holdScheduleSteady(db);
  const [busy, schedule] = await Promise.all([busySpans(db, from, to, except), scheduleBetween(db, from, to, settings.timeZone)]);
  return checkSlot({ start, durationMinutes, busy, now, settings, ...schedule });
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
