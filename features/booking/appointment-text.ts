import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { fromWallTime, toWallTime } from "~/lib/zoned-time";

/** The studio's clock: every date and time a visitor sees is London's, whatever the device says. */
export const STUDIO_TIME_ZONE = "Europe/London";

/** "Tuesday 8 December 2026 at 10:00" for a London date and time. */
export function appointmentText(date: string, time: string): string {
  return formatLondonDateTime(fromWallTime(date, time, STUDIO_TIME_ZONE));
}

/** "Tuesday 8 December 2026" for a London date. */
export function dayText(date: string): string {
  return formatLondonDate(fromWallTime(date, "12:00", STUDIO_TIME_ZONE));
}

/** "14:32": an instant on the studio's clock. */
export function clockText(instant: Date): string {
  return toWallTime(instant, STUDIO_TIME_ZONE).time;
}

/** Today's date on the studio's clock, YYYY-MM-DD. */
export function studioToday(now = new Date()): string {
  return toWallTime(now, STUDIO_TIME_ZONE).date;
}
