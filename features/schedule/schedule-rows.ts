/**
 * The schedule as rows say it, without the database: the week's hours, and what is closed in a window. The diary's
 * one statement (scheduleJson, schedule.server.ts) and the schedule's own queries both end here.
 */
import { openingHours as defaultHours, weekdays, type WeeklyHours } from "~/features/studio";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import { bankHolidaysBetween } from "./bank-holidays";

/** A span no appointment may meet, in epoch milliseconds (the booking feature's Busy). */
export interface ClosedSpan {
  start: number;
  end: number;
}

/** The week the rows of opening_hours say, the studio's usual hours for a weekday without one. */
export function weekOf(rows: readonly { weekday: number; opens: string | null; closes: string | null }[]): WeeklyHours {
  const week = { ...defaultHours };
  for (const row of rows) {
    const name = weekdays[row.weekday - 1];
    if (name) week[name] = row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null;
  }
  return week;
}

/** The closures that meet a window, and the bank holidays in it that staff have not opened, as whole London days. */
export function closedSpans(closed: readonly ClosedSpan[], opened: ReadonlySet<string>, window: { from: Date; to: Date; timeZone: string }): ClosedSpan[] {
  const { from, to, timeZone } = window;
  return [
    ...closed,
    ...bankHolidaysBetween(toWallTime(from, timeZone).date, toWallTime(to, timeZone).date)
      .filter((holiday) => !opened.has(holiday.date))
      .map((holiday) => ({
        start: fromWallTime(holiday.date, "00:00", timeZone).getTime(),
        end: fromWallTime(addDays(holiday.date, 1), "00:00", timeZone).getTime(),
      })),
  ];
}

/** The schedule as the diary's statement answers it (scheduleJson, schedule.server.ts). */
export interface ScheduleJson {
  hours: [weekday: number, opens: string | null, closes: string | null][];
  closures: [start: number, end: number][];
  opened: string[];
}

export function scheduleOf(json: ScheduleJson, window: { from: Date; to: Date; timeZone: string }): { hours: WeeklyHours; closed: ClosedSpan[] } {
  return {
    hours: weekOf(json.hours.map(([weekday, opens, closes]) => ({ weekday, opens, closes }))),
    closed: closedSpans(
      json.closures.map(([start, end]) => ({ start, end })),
      new Set(json.opened),
      window,
    ),
  };
}
