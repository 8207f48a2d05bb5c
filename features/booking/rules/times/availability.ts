import { openingHours, type Weekday } from "~/features/studio";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import { addDays, existingWallTime, minutesOfDay, offsetMinutes, timeOfDay, toWallTime, weekdayOf } from "~/lib/zoned-time";
import { planAt, type Busy, type Column, type ItemNeeds, type Plan } from "./team-plan";

/**
 * Which appointment start times are free: opening hours from the one schedule, the basket's total duration, a
 * buffer after every appointment, existing bookings and unexpired holds, a minimum lead time and a horizon, on a
 * 15-minute grid in the studio's time zone. Pure: the caller passes the busy spans and the clock.
 */

export interface AvailabilitySettings {
  bufferMinutes: number;
  leadMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  timeZone: string;
}

export const defaultAvailabilitySettings: AvailabilitySettings = {
  bufferMinutes: 15,
  leadMinutes: 120,
  horizonDays: 56,
  stepMinutes: 15,
  timeZone: STUDIO_ZONE,
};

/** A span of time no new appointment may overlap, in epoch milliseconds, end exclusive. */
export type { Busy } from "./team-plan";

export interface Slot {
  /** ISO-8601 UTC */
  start: string;
  /** YYYY-MM-DD in the studio's zone */
  date: string;
  /** HH:mm in the studio's zone */
  time: string;
}

type Hours = Record<Weekday, { opens: string; closes: string } | null>;

export interface AvailabilityQuery {
  from: string;
  days: number;
  durationMinutes: number;
  busy: readonly Busy[];
  now: Date;
  settings?: AvailabilitySettings;
  /** The week's opening hours (features/schedule reads them from the database); the studio's defaults otherwise. */
  hours?: Hours;
  /** Closures and closed bank holidays: no appointment, nor its buffer, may meet them. */
  closed?: readonly Busy[];
}

const MINUTE = 60_000;

/** Sorted, merged copies of the busy spans, so one forward pass can test every candidate. */
export function mergeBusy(busy: readonly Busy[]): Busy[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const merged: Busy[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The zone's offset at noon of each day. Clocks change at night and at most once in a few weeks, so the offsets
 * are found by bisection: a handful of (slow) Intl look-ups per query instead of one per day.
 */
function noonOffsets(from: string, days: number, timeZone: string): number[] {
  const at = (day: number) => offsetMinutes(new Date(utcMidnight(addDays(from, day)) + 12 * 60 * MINUTE), timeZone);
  const offsets = new Array<number>(days);
  if (days > 150) return offsets.fill(0).map((_, day) => at(day)); // could hold two changes that cancel out
  const fill = (low: number, high: number, lowOffset: number, highOffset: number) => {
    if (lowOffset === highOffset) {
      offsets.fill(lowOffset, low, high + 1);
      return;
    }
    if (high - low <= 1) {
      offsets[low] = lowOffset;
      offsets[high] = highOffset;
      return;
    }
    const middle = (low + high) >> 1;
    const middleOffset = at(middle);
    fill(low, middle, lowOffset, middleOffset);
    fill(middle, high, middleOffset, highOffset);
  };
  if (days > 0) fill(0, days - 1, at(0), at(days - 1));
  return offsets;
}

/** What one question to the diary asks: who and what each item needs, and the columns as they stand (team-plan.ts). */
export interface DiaryQuery {
  from: string;
  days: number;
  now: Date;
  settings?: AvailabilitySettings;
  /** The week's opening hours (features/schedule reads them from the database); the studio's defaults otherwise. */
  hours?: Hours;
  /** Closures and closed bank holidays: no appointment, nor its buffer, may meet them. */
  closed?: readonly Busy[];
  items: readonly ItemNeeds[];
  columns: ReadonlyMap<string, Column>;
  /** The order in which "any practitioner" is tried on a London date (fairOrder). */
  orderOn: (date: string) => readonly string[];
  /** A named practitioner; absent, any. */
  practitioner?: string;
}

export interface TeamSlot extends Slot {
  /** Who would treat her: the named practitioner, or the one "any" gives the time to. */
  practitionerId: string;
}

const totalMinutes = (items: readonly ItemNeeds[]) => items.reduce((sum, item) => sum + item.durationMinutes, 0);

/** Free start times for the query's items, each with the practitioner it would go to (DESIGN 10). */
export function teamSlots(query: DiaryQuery): TeamSlot[] {
  return plannedSlots(query).map((entry) => entry.slot);
}

/** The free start times with the plan that makes each one free: the plan the insert writes for it. */
function plannedSlots(query: DiaryQuery): { slot: TeamSlot; plan: Plan }[] {
  const { from, days, now, items, columns } = query;
  const settings = query.settings ?? defaultAvailabilitySettings;
  const hours = query.hours ?? openingHours;
  const durationMinutes = totalMinutes(items);
  const earliest = now.getTime() + settings.leadMinutes * MINUTE;
  const latest = now.getTime() + settings.horizonDays * 24 * 60 * MINUTE;
  const closed = mergeBusy(query.closed ?? []);
  // From the day before: a day whose noon offset differs from the previous noon's holds a clock change.
  const offsets = noonOffsets(addDays(from, -1), days + 1, settings.timeZone);
  const slots: { slot: TeamSlot; plan: Plan }[] = [];
  let next = 0;

  for (let day = 0; day < days; day++) {
    const date = addDays(from, day);
    const open = hours[weekdayOf(date) as Weekday];
    if (!open) continue;
    const opensAt = minutesOfDay(open.opens);
    const closesAt = minutesOfDay(open.closes);
    const dayStart = utcMidnight(date) - offsets[day + 1]! * MINUTE;
    // On a clock-change day each time takes its own offset, and a time the change skips is not offered: the
    // same conversion the booking path makes (lib/zoned-time existingWallTime). Other days take the noon offset.
    const changes = offsets[day] !== offsets[day + 1];
    const plan = { bufferMinutes: settings.bufferMinutes, order: query.orderOn(date), practitioner: query.practitioner };

    for (let minute = opensAt; minute + durationMinutes <= closesAt; minute += settings.stepMinutes) {
      const start = changes ? existingWallTime(date, timeOfDay(minute), settings.timeZone)?.getTime() : dayStart + minute * MINUTE;
      if (start === undefined) continue;
      if (start < earliest) continue;
      if (start > latest) return slots;
      const blockedUntil = start + (durationMinutes + settings.bufferMinutes) * MINUTE;
      while (next < closed.length && closed[next]!.end <= start) next++;
      if (next < closed.length && closed[next]!.start < blockedUntil) continue;
      const planned = planAt(start, items, columns, plan);
      if (planned) slots.push({ slot: { start: new Date(start).toISOString(), date, time: timeOfDay(minute), practitionerId: planned.practitionerId }, plan: planned });
    }
  }
  return slots;
}

/** The one column of a diary asked with bare busy spans (the shape of the studio's single diary before DESIGN 10). */
const ONE_COLUMN = "studio";
function oneColumn(query: Pick<AvailabilityQuery, "durationMinutes" | "busy">) {
  const column: Column = { id: ONE_COLUMN, open: [{ start: -Infinity, end: Infinity }], busy: mergeBusy(query.busy) };
  return {
    items: [{ durationMinutes: query.durationMinutes, practitioners: [ONE_COLUMN], rooms: [] }],
    columns: new Map([[ONE_COLUMN, column]]),
    orderOn: () => [ONE_COLUMN],
  };
}

/** Free start times for one appointment of `durationMinutes` against bare busy spans: teamSlots with one column. */
export function availableSlots(query: AvailabilityQuery): Slot[] {
  return teamSlots({ ...query, ...oneColumn(query) }).map(({ practitionerId: _practitionerId, ...slot }) => slot);
}

/** Whether an appointment of `durationMinutes` from `start` falls outside the week's opening hours. */
export function outsideHours(start: Date, durationMinutes: number, hours: Hours, timeZone: string): boolean {
  const wall = toWallTime(start, timeZone);
  const open = hours[wall.weekday as Weekday];
  const minute = minutesOfDay(wall.time);
  return !open || minute < minutesOfDay(open.opens) || minute + durationMinutes > minutesOfDay(open.closes);
}

/**
 * A walk-in's "now" (docs/decisions/0042): the first start on the diary's grid at or after `now`, as the studio's
 * clock reads it. The grid is the one every offered time is on, so the slot check and the diary agree with it.
 */
export function nextGridStart(now: Date, settings: Pick<AvailabilitySettings, "stepMinutes" | "timeZone">): { date: string; time: string } {
  const wall = toWallTime(now, settings.timeZone);
  const minute = minutesOfDay(wall.time) + (now.getTime() % MINUTE === 0 ? 0 : 1);
  const onGrid = Math.ceil(minute / settings.stepMinutes) * settings.stepMinutes;
  return onGrid >= 24 * 60 ? { date: addDays(wall.date, 1), time: "00:00" } : { date: wall.date, time: timeOfDay(onGrid) };
}

export type SlotCheck = "available" | "closed" | "off-grid" | "too-soon" | "too-far" | "taken";

/** Why a requested start is or is not bookable, so the answer can be a 400 (never bookable) or a 409 (taken). */
export type SlotPlan = { check: "available"; plan: Plan } | { check: Exclude<SlotCheck, "available">; plan?: undefined };

export function checkTeamSlot(query: Omit<DiaryQuery, "from" | "days"> & { start: Date }): SlotPlan {
  const settings = query.settings ?? defaultAvailabilitySettings;
  const hours = query.hours ?? openingHours;
  const durationMinutes = totalMinutes(query.items);
  const wall = toWallTime(query.start, settings.timeZone);
  const open = hours[wall.weekday as Weekday];
  const minute = minutesOfDay(wall.time);
  if (!open || outsideHours(query.start, durationMinutes, hours, settings.timeZone)) return { check: "closed" };
  const blockedUntil = query.start.getTime() + (durationMinutes + settings.bufferMinutes) * MINUTE;
  if ((query.closed ?? []).some((span) => span.start < blockedUntil && span.end > query.start.getTime())) return { check: "closed" };
  if ((minute - minutesOfDay(open.opens)) % settings.stepMinutes !== 0 || query.start.getUTCSeconds() !== 0) return { check: "off-grid" };
  if (query.start.getTime() < query.now.getTime() + settings.leadMinutes * MINUTE) return { check: "too-soon" };
  if (query.start.getTime() > query.now.getTime() + settings.horizonDays * 24 * 60 * MINUTE) return { check: "too-far" };
  // The grid's own answer for that day: the time is bookable exactly when the free times list it, with the plan
  // that listed it (planned once, not again).
  const start = query.start.toISOString();
  const found = plannedSlots({ ...query, from: wall.date, days: 1 }).find((candidate) => candidate.slot.start === start);
  return found ? { check: "available", plan: found.plan } : { check: "taken" };
}

/** checkTeamSlot with one column: one appointment of `durationMinutes` against bare busy spans. */
export function checkSlot(query: Omit<AvailabilityQuery, "from" | "days"> & { start: Date }): SlotCheck {
  return checkTeamSlot({ ...query, ...oneColumn(query) }).check;
}
