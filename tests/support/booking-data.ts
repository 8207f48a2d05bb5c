import type postgres from "postgres";
import { bankHolidaysBetween } from "~/features/schedule";
import { studioToday } from "~/lib/studio-clock";
import { addDays, weekdayOf } from "~/lib/zoned-time";
import type { TestDatabase } from "./database";

const isBankHoliday = (date: string) => bankHolidaysBetween(date, date).length > 0;

/**
 * A London date at least `minDays` after today that falls on `weekday` and is not a bank holiday (closed by
 * default), so tests do not depend on today's date. `now` is the real clock unless a test injects its own.
 */
export function nextWeekday(weekday: string, minDays = 3, now: Date = new Date()): string {
  let date = addDays(studioToday(now), minDays);
  while (weekdayOf(date) !== weekday || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

/** Every date freshWeekday handed out in this file. */
const daysHandedOut = new Set<string>();

/**
 * A date as nextWeekday gives it, but never one an earlier call in this file was given: for a test that fills a
 * day, or books beside another test's booking, where two holidays in a row (Christmas, New Year) would otherwise
 * give two calls with different `minDays` the same date. `alsoOpen`: days from it that must not be bank holidays
 * either (-2 for a patch test two days before its treatment).
 */
export function freshWeekday(weekday: string, minDays = 3, { now = new Date(), alsoOpen = [] as number[] } = {}): string {
  let date = nextWeekday(weekday, minDays, now);
  while (daysHandedOut.has(date) || isBankHoliday(date) || alsoOpen.some((days) => isBankHoliday(addDays(date, days)))) date = addDays(date, 7);
  daysHandedOut.add(date);
  return date;
}

/** Open all day on every weekday (content/studio's seeded hours: 09:00-18:00), and never on a bank holiday. */
const openWeekdays = new Set(["monday", "tuesday", "wednesday", "thursday", "friday"]);
/**
 * 90 minutes apart or more from opening: room for a treatment and its buffer before the next, the last ending by
 * 18:00, and none in the demo body therapist's lunch (13:00-14:00, migration 0037), so a machine treatment can take
 * any of them as a brow treatment can.
 */
export const slotTimes = ["09:00", "10:30", "12:00", "14:00", "15:30"] as const;

export type Slot = { preferredDate: string; preferredTime: string };

/** Every time handed out in this test file. A file has a database of its own, so no two of its tests meet. */
const handedOut = new Set<string>();

export interface FreshSlotOptions {
  /** The clock: the real one unless the test injects its own. */
  now?: () => Date;
  /** The earliest day is this many days after today: past the 24-hour notice, or inside or outside the 14 days. */
  minDays?: number;
  /** Start times to use within a day (each must leave room for the treatment before closing). */
  times?: readonly string[];
}

/** What one call may ask of the builder, beside what the builder was made with. */
export interface SlotWish {
  /** At least this many days after today, instead of the builder's `minDays`. */
  minDays?: number;
  /** Only inside this London month ("YYYY-MM"): from its first day, or `minDays` ahead when that is later. */
  month?: string;
}

/**
 * The one fresh-slot builder: each call gives a London date and time that no earlier call in this file gave, on a
 * weekday that is not a bank holiday, inside opening hours, at least `minDays` ahead of `now()`. Whatever day the
 * suite runs (a year ahead, on a clock-change Sunday, at Christmas), the times are open and bookable.
 */
export function freshSlots({ now = () => new Date(), minDays = 8, times = slotTimes }: FreshSlotOptions = {}): (wish?: SlotWish) => Slot {
  return function freshSlot({ minDays: days = minDays, month }: SlotWish = {}) {
    const earliest = addDays(studioToday(now()), days);
    const first = month && `${month}-01` > earliest ? `${month}-01` : earliest;
    for (let date = first; !month || date.startsWith(month); date = addDays(date, 1)) {
      if (!openWeekdays.has(weekdayOf(date)) || isBankHoliday(date)) continue;
      const time = times.find((candidate) => !handedOut.has(`${date} ${candidate}`));
      if (time === undefined) continue;
      handedOut.add(`${date} ${time}`);
      return { preferredDate: date, preferredTime: time };
    }
    throw new Error(`No fresh slot left in ${month}`);
  };
}

/** `count` whole London months in a row ("YYYY-MM"), the first starting a month or more after today. */
export function monthsAhead(count: number, now: Date = new Date()): string[] {
  const monthAfter = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
  const months = [monthAfter(monthAfter(studioToday(now).slice(0, 7)))];
  while (months.length < count) months.push(monthAfter(months.at(-1)!));
  return months;
}

/** A valid booking request; override any field. */
export function bookingRequest(overrides: Record<string, unknown> = {}) {
  return {
    name: "Grace Okafor",
    email: "grace@example.com",
    phone: "07700 900789",
    service: "Dream Shade",
    preferredDate: nextWeekday("tuesday"),
    preferredTime: "10:00",
    notes: "First time with henna.",
    items: [{ id: "henna-brows", type: "service" }],
    policyAccepted: true,
    patchTest: "recent",
    // Most test times fall inside the 14-day cancellation period: she asks to start early (docs/decisions/0035).
    earlyStartRequested: true,
    ...overrides,
  };
}

/**
 * A booking the API made ahead (it books only on the real clock) moved in the database to start `minutesFromNow`
 * from now: an hour long with its buffer, made `bookedDaysAgo` days ago when given. With `spaced`, each one is moved
 * two hours after the one before it in this file, so no two moved bookings overlap.
 */
export function nearStarts(sql: () => TestDatabase["sql"], { spaced = false } = {}) {
  let moved = 0;
  return async function startIn(id: string, minutesFromNow: number, { bookedDaysAgo }: { bookedDaysAgo?: number } = {}) {
    const minutes = minutesFromNow + (spaced ? 120 * moved++ : 0);
    await sql().begin(async (db) => {
      await db`update bookings set starts_at = now() + make_interval(mins => ${minutes}),
        ends_at = now() + make_interval(mins => ${minutes + 60}), blocked_until = now() + make_interval(mins => ${minutes + 75}),
        created_at = ${bookedDaysAgo === undefined ? db`created_at` : db`now() - make_interval(days => ${bookedDaysAgo})`} where id = ${id}`;
      await fitAllocations(db, id);
    });
  };
}

/**
 * After a test moved a booking in the database, its diary columns move with it: one span each over the booking's
 * new time. Call it in the moving transaction; the database checks at commit that they agree (migration 0038).
 */
export async function fitAllocations(db: postgres.TransactionSql, id: string) {
  await db`delete from allocations a using allocations b
    where a.booking_id = ${id} and b.booking_id = ${id} and a.id > b.id
      and coalesce(a.staff_member_id, a.resource_id) = coalesce(b.staff_member_id, b.resource_id)`;
  await db`update allocations a set starts_at = b.starts_at, ends_at = b.blocked_until from bookings b where b.id = a.booking_id and a.booking_id = ${id}`;
}
