import { studioToday, studioWallTime } from "~/lib/studio-clock";
import { weekdayOf } from "~/lib/zoned-time";

/**
 * Dates and times on the staff dashboard, in British English on the studio's clock (lib/studio-clock), so every
 * computer in the studio, whatever its own zone, shows an appointment at the same time. Built from the date's
 * parts rather than a locale's pattern, so Node and every browser print the very same words.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const instant = (value: string | Date): Date | undefined => {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
};
const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** A London calendar date's parts, in words. */
export function dayParts(date: string) {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = capitalise(weekdayOf(date));
  return { year, day, month: MONTHS[month - 1]!, weekday };
}

/** "Sat 14 Mar 2026" for a London calendar date. */
function shortDay(date: string): string {
  const { year, day, month, weekday } = dayParts(date);
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)} ${year}`;
}

/** "Sat 14 Mar 2026, 10:00" */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? instant(value) : undefined;
  if (!date) return "—";
  const wall = studioWallTime(date);
  return `${shortDay(wall.date)}, ${wall.time}`;
}

/** "14 Mar 2026" */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? instant(value) : undefined;
  if (!date) return "—";
  const { year, day, month } = dayParts(studioWallTime(date).date);
  return `${day} ${month.slice(0, 3)} ${year}`;
}

export interface AppointmentTimes {
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  preferredDate?: string | null;
  preferredTime?: string | null;
}

/** "Sat 14 Mar 2026, 10:00–11:00"; for an old request without a slot, the date and time it asked for. */
export function formatAppointment({ startsAt, endsAt, preferredDate, preferredTime }: AppointmentTimes): string {
  const starts = startsAt ? instant(startsAt) : undefined;
  if (starts) {
    const ends = endsAt ? instant(endsAt) : undefined;
    return ends ? `${formatDateTime(starts)}–${studioWallTime(ends).time}` : formatDateTime(starts);
  }
  const asked = [preferredDate, preferredTime].filter(Boolean).join(" at ");
  return asked ? `Requested ${asked}` : "No time chosen";
}

/** "Monday 9 March" (or "Monday 9 March 2026") for a London calendar date. */
export function formatDayHeading(date: string, { withYear = false } = {}): string {
  const { year, day, month, weekday } = dayParts(date);
  return `${weekday} ${day} ${month}${withYear ? ` ${year}` : ""}`;
}

/** A download's name, dated on the studio's clock: just after midnight in London it is already the new day. */
export const exportFileName = (kind: string, now = new Date()) => `${kind}-${studioToday(now)}.csv`;
