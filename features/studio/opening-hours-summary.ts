import type { Weekday } from "~/content/studio";

type Hours = { opens: string; closes: string } | null;

export interface OpeningHoursRow {
  /** "Monday – Friday", "Saturday", "Sunday". */
  days: string;
  /** "9:00 – 18:00" or "Closed". */
  hours: string;
}

const weekOrder: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
const clock = (time: string) => time.replace(/^0(\d)/, "$1");
const label = (hours: Hours) => (hours ? `${clock(hours.opens)} – ${clock(hours.closes)}` : "Closed");

/** Consecutive days with the same hours become one row, so a week reads as three lines rather than seven. */
export function summariseOpeningHours(week: Record<Weekday, Hours>): OpeningHoursRow[] {
  const rows: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of weekOrder) {
    const hours = label(week[day]);
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? capitalise(first) : `${capitalise(first)} – ${capitalise(last)}`,
    hours,
  }));
}
