import { studioToday } from "~/lib/studio-clock";
import { addDays, isValidDate } from "~/lib/zoned-time";

/**
 * The date badge on each admin booking row (spec section 4): Today, Tomorrow, Past, or the month and day
 * ("Mar 14"); "Invalid Date" when the date cannot be read. Days are the studio's (lib/studio-clock), whatever the
 * clock of the computer showing the dashboard.
 */
export type DateBadgeKind = "today" | "tomorrow" | "past" | "upcoming" | "invalid" | "none";

export interface DateBadge {
  kind: DateBadgeKind;
  label: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The London calendar date of a YYYY-MM-DD string or an instant, or undefined when it is not a date. */
export function londonDateOf(value: string | Date): string | undefined {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return isValidDate(value) ? value : undefined;
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return undefined;
  return studioToday(instant);
}

/** "Mar 14" for 2026-03-14. */
export function monthAndDay(date: string): string {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}`;
}

export function dateBadge(value: string | Date | null | undefined, now: Date = new Date()): DateBadge {
  if (value === null || value === undefined || value === "") return { kind: "none", label: "No date" };
  const date = londonDateOf(value);
  if (!date) return { kind: "invalid", label: "Invalid Date" };
  const today = studioToday(now);
  if (date === today) return { kind: "today", label: "Today" };
  if (date === addDays(today, 1)) return { kind: "tomorrow", label: "Tomorrow" };
  if (date < today) return { kind: "past", label: "Past" };
  return { kind: "upcoming", label: monthAndDay(date) };
}
