import { addDays, weekdayOf } from "~/lib/zoned-time";

/**
 * A month laid out the way a wall calendar shows it: weeks from Monday to Sunday, with empty cells before the 1st
 * and after the last day. Dates are plain YYYY-MM-DD strings (calendar arithmetic, no time zone involved).
 */

/** "2026-12" */
export type MonthKey = string;

const MONDAY_FIRST = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const weekdayInitials = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

function daysInMonth(month: MonthKey): number {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** Rows of seven cells, Monday first; null where the cell belongs to the month before or after. */
export function monthGrid(month: MonthKey): (string | null)[][] {
  const first = `${month}-01`;
  const lead = MONDAY_FIRST.indexOf(weekdayOf(first));
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(month) }, (_, day) => addDays(first, day)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Every month from the one holding `from` to the one holding `to`, in order. */
export function monthsBetween(from: string, to: string): MonthKey[] {
  const months: MonthKey[] = [];
  let [year, month] = monthOf(from).split("-").map(Number) as [number, number];
  const last = monthOf(to);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const monthNames = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "December 2026" */
export function monthLabel(month: MonthKey): string {
  return monthNames.format(new Date(`${month}-15T12:00:00Z`));
}

/** The day of the month, "8", for a grid cell. */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}
