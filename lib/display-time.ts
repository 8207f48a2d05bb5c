/**
 * How dates, times and durations read to people, always in London: the emails, the booking pages and the
 * calendar files all say "Saturday 28 March 2026 at 10:00" the same way. Kept apart from the email templates so
 * the booking pages' browser bundle does not carry them.
 */
import { studioDateFormat } from "./studio-clock";

const londonDateParts = studioDateFormat({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function londonParts(instant: Date) {
  const parts = londonDateParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** "Saturday 28 March 2026", in London. */
export function formatLondonDate(instant: Date): string {
  return londonParts(instant).date;
}

/** "6 August 2024", in London: a blog post's date, the day a statement was reviewed. */
const dayMonthYear = studioDateFormat({ day: "numeric", month: "long", year: "numeric" });
export const formatDayMonthYear = (instant: Date): string => dayMonthYear.format(instant);

/** "Saturday 28 March 2026 at 10:00", in London. */
export function formatLondonDateTime(instant: Date): string {
  const { date, time } = londonParts(instant);
  return `${date} at ${time}`;
}

/** "8 weeks" for 56 days, "2 weeks" for 14, "10 days" otherwise: how far ahead clients may book, how long early access lasts. */
export function formatDays(days: number): string {
  if (days % 7 === 0) {
    const weeks = days / 7;
    return `${weeks} ${weeks === 1 ? "week" : "weeks"}`;
  }
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** "45 minutes", "1 hour", "1 hour 20 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? "" : `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const minuteText = rest === 0 ? "" : `${rest} ${rest === 1 ? "minute" : "minutes"}`;
  return [hourText, minuteText].filter(Boolean).join(" ") || "0 minutes";
}
