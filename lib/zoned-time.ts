/**
 * Wall-clock dates and times in a named time zone (the studio's is lib/studio-clock's), with no library: Intl knows the
 * zone rules, and these helpers turn them into the two conversions the booking engine needs.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "long",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** "monday" … "sunday" */
  weekday: string;
}

function intlWallTime(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toLowerCase(),
  };
}

const DAY = 86_400_000;
/** The zone's exact offset (milliseconds ahead of UTC) at an instant, seconds and all, as Intl tells it. */
function intlOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - Math.floor(at / 1000) * 1000;
}

const steadyOffsets = new Map<string, Map<number, number | null>>();
const STEADY_DAYS_KEPT = 8192;
/**
 * The zone's offset through a whole UTC day, or null when it changes that day (a clock-change day). Asked once a
 * day and zone: formatToParts costs some 14 µs, and a year's report or a week's diary asks about thousands of
 * instants (bench/reports.md). A day whose offset is the same at its start, middle and last millisecond is taken as
 * steady: no zone changes its clocks twice within a day.
 */
function steadyOffset(day: number, timeZone: string): number | null {
  let days = steadyOffsets.get(timeZone);
  if (!days) steadyOffsets.set(timeZone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    const start = day * DAY;
    const first = intlOffset(start, timeZone);
    offset = intlOffset(start + DAY / 2, timeZone) === first && intlOffset(start + DAY - 1, timeZone) === first ? first : null;
    if (days.size >= STEADY_DAYS_KEPT) days.clear();
    days.set(day, offset);
  }
  return offset;
}

const weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const two = (value: number) => (value < 10 ? `0${value}` : String(value));

export function toWallTime(instant: Date, timeZone: string): WallTime {
  const at = instant.getTime();
  const offset = Number.isFinite(at) ? steadyOffset(Math.floor(at / DAY), timeZone) : null;
  if (offset === null) return intlWallTime(instant, timeZone);
  // The wall clock is UTC's fields of the instant moved by the offset (Intl's own answer on a clock-change day).
  const local = new Date(at + offset);
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return intlWallTime(instant, timeZone);
  return {
    date: `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
    weekday: weekdayNames[local.getUTCDay()]!,
  };
}

/** Minutes the zone is ahead of UTC at that instant (London: 0 in winter, 60 in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The years a date anyone types may name. Every date field checks it here, so a date past them is a 400 on its
 * field: 9999-12-31 passes the calendar but its next day has no YYYY-MM-DD, and the diary, the reports and the
 * booking plan all count days past the one asked (a RangeError, a 500, before this bound). No booking horizon, birth
 * date or report reaches either end.
 */
const DATE_YEARS = { first: 1900, last: 2999 } as const;

export function isValidDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < DATE_YEARS.first || y > DATE_YEARS.last) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export const isValidTime = (time: string): boolean => TIME.test(time);

/**
 * The instant at which the zone's clocks show `date` `time`. A time skipped by the spring change resolves an hour
 * later (01:30 → 02:30 BST); a time shown twice in autumn resolves to its first showing (as Temporal's
 * "compatible" disambiguation does).
 */
export function fromWallTime(date: string, time: string, timeZone: string): Date {
  // The diary asks the same few times of the same days again and again (every practitioner's 09:00 on each day of
  // 8 weeks), and each answer costs several Intl calls: an answer never changes, so it is kept (bench/team.md).
  const key = `${timeZone} ${date} ${time}`;
  const known = wallTimes.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeWallTime(date, time, timeZone);
  if (wallTimes.size >= WALL_TIMES_KEPT) wallTimes.clear();
  wallTimes.set(key, instant.getTime());
  return instant;
}

const WALL_TIMES_KEPT = 20_000;
const wallTimes = new Map<string, number>();

function computeWallTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const hours3 = 3 * 60 * MINUTE;
  const before = offsetMinutes(new Date(naive - hours3), timeZone);
  const after = offsetMinutes(new Date(naive + hours3), timeZone);
  const candidates = [naive - before * MINUTE, naive - after * MINUTE].filter(
    (instant, index) => offsetMinutes(new Date(instant), timeZone) === (index === 0 ? before : after),
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : naive - before * MINUTE);
}

/**
 * The instants of one date's wall times: fromWallTime's answers, found by counting from the day's midnight when the
 * day is 24 hours long (one offset throughout), so a diary that asks every practitioner's hours on each day of
 * 8 weeks asks the zone once a day; a day the clocks change on asks fromWallTime for each time.
 */
export function dayClock(date: string, timeZone: string): (time: string) => number {
  const midnight = fromWallTime(date, "00:00", timeZone).getTime();
  const steady = fromWallTime(addDays(date, 1), "00:00", timeZone).getTime() - midnight === 24 * 60 * MINUTE;
  return steady ? (time) => midnight + minutesOfDay(time) * MINUTE : (time) => fromWallTime(date, time, timeZone).getTime();
}

/**
 * The instant the zone's clocks show `date` `time`, or null for a time the spring change skips (01:30 on the last
 * Sunday of March in London): a time a person chose must be one a clock shows, never shifted to another.
 */
export function existingWallTime(date: string, time: string, timeZone: string): Date | null {
  const instant = fromWallTime(date, time, timeZone);
  const shown = toWallTime(instant, timeZone);
  return shown.date === date && shown.time === time ? instant : null;
}

/** YYYY-MM-DD `days` after `date` (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

export function minutesOfDay(time: string): number {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return hh * 60 + mm;
}

export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
