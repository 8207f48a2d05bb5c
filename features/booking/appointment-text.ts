import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { studioInstant, studioNoon, studioTimeOf } from "~/lib/studio-clock";

/** "Tuesday 8 December 2026 at 10:00" for a London date and time. */
export function appointmentText(date: string, time: string): string {
  return formatLondonDateTime(studioInstant(date, time));
}

/** "Tuesday 8 December 2026" for a London date. */
export function dayText(date: string): string {
  return formatLondonDate(studioNoon(date));
}

/** "14:32": an instant on the studio's clock. */
export const clockText = studioTimeOf;
