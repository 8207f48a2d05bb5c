/**
 * The studio's schedule in the database (DESIGN 3a): the week's hours, closures and which bank holidays staff
 * opened. Availability and the booking checks read `scheduleBetween`; the pages read `weeklyHours`.
 */
import { and, asc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { epochMs } from "~/db/epoch.server";
import { bankHolidayOpenings, closures, openingHours as openingHoursTable } from "~/db/schema.server";
import { openingHours as defaultHours, weekdays, type WeeklyHours } from "~/features/studio";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import { bankHolidaysBetween, type BankHoliday } from "./bank-holidays";
import { closedDays, type ClosedDays } from "./closed-days";
import { closedSpans, weekOf, type ClosedSpan } from "./schedule-rows";

export { scheduleOf, type ClosedSpan, type ScheduleJson } from "./schedule-rows";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

export type Closure = typeof closures.$inferSelect;

/**
 * New bookings and changes that close time take turns: a transaction-scoped advisory lock, shared by bookings (so
 * they never wait for each other) and exclusive for a closure, shorter hours or a closed bank holiday. A booking
 * made while staff close its time is then either seen by the list of bookings the closure meets (it committed
 * first) or refused (it read the schedule after the closure committed), never neither.
 */
const SCHEDULE_LOCK = 0x5c4ed01e;

/** Inside a booking's transaction, before it reads the schedule. */
export async function holdScheduleSteady(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCHEDULE_LOCK})`);
}

/** Runs a change that closes time, once no booking is between reading the schedule and committing. */
export function closingTime<T>(db: Database, change: (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    return change(tx);
  });
}

/** Writes the studio's usual week once; staff edits are never overwritten. */
export async function seedOpeningHours(db: Executor): Promise<void> {
  await db
    .insert(openingHoursTable)
    .values(weekdays.map((name, index) => ({ weekday: index + 1, opens: defaultHours[name]?.opens ?? null, closes: defaultHours[name]?.closes ?? null })))
    .onConflictDoNothing();
}

export async function weeklyHours(db: Executor): Promise<WeeklyHours> {
  return weekOf(await db.select().from(openingHoursTable));
}

export async function setWeeklyHours(db: Database, week: WeeklyHours): Promise<void> {
  await closingTime(db, async (tx) => {
    for (const [index, name] of weekdays.entries()) {
      const hours = week[name];
      const values = { opens: hours?.opens ?? null, closes: hours?.closes ?? null, updatedAt: new Date() };
      await tx.insert(openingHoursTable).values({ weekday: index + 1, ...values }).onConflictDoUpdate({ target: openingHoursTable.weekday, set: values });
    }
  });
}

/** The bank holidays staff opened, by London date. */
const openedBankHolidays = async (db: Executor) => new Set((await db.select({ date: bankHolidayOpenings.date }).from(bankHolidayOpenings)).map((row) => row.date));

/** Bank holidays between two London dates, with whether staff opened each. */
export async function bankHolidayList(db: Executor, from: string, to: string): Promise<(BankHoliday & { open: boolean })[]> {
  const holidays = bankHolidaysBetween(from, to);
  if (holidays.length === 0) return [];
  const opened = await openedBankHolidays(db);
  return holidays.map((holiday) => ({ ...holiday, open: opened.has(holiday.date) }));
}

/** Opens a bank holiday for bookings (or closes it again). False when the date is not a bank holiday. */
export async function setBankHolidayOpen(db: Database, date: string, open: boolean, userId: string | null): Promise<boolean> {
  if (!bankHolidaysBetween(date, date).length) return false;
  if (open) await db.insert(bankHolidayOpenings).values({ date, openedBy: userId }).onConflictDoNothing();
  else await closingTime(db, (tx) => tx.delete(bankHolidayOpenings).where(eq(bankHolidayOpenings.date, date)));
  return true;
}

/** Everything closed between two instants: closures, and closed bank holidays as whole London days. */
export async function closedBetween(db: Executor, from: Date, to: Date, timeZone: string): Promise<ClosedSpan[]> {
  const [rows, opened] = await Promise.all([
    db
      .select({ start: closures.startsAt, end: closures.endsAt })
      .from(closures)
      .where(and(lt(closures.startsAt, to), gt(closures.endsAt, from))),
    bankHolidaysBetween(toWallTime(from, timeZone).date, toWallTime(to, timeZone).date).length ? openedBankHolidays(db) : new Set<string>(),
  ]);
  return closedSpans(
    rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() })),
    opened,
    { from, to, timeZone },
  );
}

/** What availability needs for a range: the week's hours and what is closed. */
export async function scheduleBetween(db: Executor, from: Date, to: Date, timeZone: string): Promise<{ hours: WeeklyHours; closed: ClosedSpan[] }> {
  const [hours, closed] = await Promise.all([weeklyHours(db), closedBetween(db, from, to, timeZone)]);
  return { hours, closed };
}

/**
 * scheduleBetween as one JSON value of a query (scheduleOf, schedule-rows.ts, reads it), for a reader that asks the schedule in the same
 * statement as the rest of what it needs (the diary: one round trip, bench/team.md).
 */
export const scheduleJson = (from: Date, to: Date): SQL => sql`json_build_object(
  'hours', (select coalesce(json_agg(json_build_array(${openingHoursTable.weekday}, ${openingHoursTable.opens}, ${openingHoursTable.closes})), '[]') from ${openingHoursTable}),
  'closures', (select coalesce(json_agg(json_build_array(${epochMs(closures.startsAt)}, ${epochMs(closures.endsAt)})), '[]') from ${closures}
    where ${and(lt(closures.startsAt, to), gt(closures.endsAt, from))}),
  'opened', (select coalesce(json_agg(${bankHolidayOpenings.date}), '[]') from ${bankHolidayOpenings}))`;

/** The days between two London dates (inclusive) the studio is shut all day, for the booking calendar. */
export async function closedDaysBetween(db: Executor, from: string, to: string, timeZone: string): Promise<ClosedDays> {
  const [schedule, holidays] = await Promise.all([
    scheduleBetween(db, fromWallTime(from, "00:00", timeZone), fromWallTime(addDays(to, 1), "00:00", timeZone), timeZone),
    bankHolidayList(db, from, to),
  ]);
  return closedDays({ ...schedule, holidays }, from, to, timeZone);
}

/** Closures that have not ended yet, soonest first. */
export function upcomingClosures(db: Executor, now = new Date()): Promise<Closure[]> {
  return db.select().from(closures).where(gt(closures.endsAt, now)).orderBy(asc(closures.startsAt)).limit(200);
}

/** Adds a closure; the bookings it meets, read after this returns, include every one made while it was added. */
export async function addClosure(db: Database, closure: { startsAt: Date; endsAt: Date; reason: string }, userId: string | null): Promise<Closure> {
  const [row] = await closingTime(db, (tx) => tx.insert(closures).values({ ...closure, createdBy: userId }).returning());
  return row!;
}

export async function deleteClosure(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(closures).where(eq(closures.id, id)).returning({ id: closures.id })).length > 0;
}

/** The dashboard's Schedule tab: the week, the closures to come, and the year's bank holidays. */
export async function scheduleOverview(db: Executor, timeZone: string, now = new Date()) {
  const today = toWallTime(now, timeZone).date;
  const [hours, upcoming, holidays] = await Promise.all([weeklyHours(db), upcomingClosures(db, now), bankHolidayList(db, today, addDays(today, 366))]);
  return { hours, closures: upcoming, bankHolidays: holidays };
}
