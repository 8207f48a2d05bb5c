import type { Weekday, WeeklyHours } from "~/features/studio";
import { addDays, fromWallTime, weekdayOf } from "~/lib/zoned-time";

/**
 * The days the studio is shut all day, with what a client may be told: a bank holiday's name, or null for a
 * weekly day off or a closure (its reason is for staff only). Days with some hours open are not listed.
 */
export type ClosedDays = Record<string, string | null>;

export function closedDays(
  { hours, closed, holidays }: { hours: WeeklyHours; closed: readonly { start: number; end: number }[]; holidays: readonly { date: string; name: string; open: boolean }[] },
  from: string,
  to: string,
  timeZone: string,
): ClosedDays {
  const holidayNames = new Map(holidays.filter((holiday) => !holiday.open).map((holiday) => [holiday.date, holiday.name]));
  const days: ClosedDays = {};
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const open = hours[weekdayOf(date) as Weekday];
    const name = holidayNames.get(date);
    if (name) days[date] = name;
    else if (!open) days[date] = null;
    else {
      const [opens, closes] = [fromWallTime(date, open.opens, timeZone).getTime(), fromWallTime(date, open.closes, timeZone).getTime()];
      if (closed.some((span) => span.start <= opens && span.end >= closes)) days[date] = null;
    }
  }
  return days;
}
