import { viewDays, type CalendarView } from "./admin-calendar";
import { studioToday } from "~/lib/studio-clock";
import { dayParts } from "~/ui/admin/dates";

/** The calendar's own words for dates, built from the dashboard's (ui/admin/dates.ts). */
export { formatAppointment, formatDate, formatDateTime, type AppointmentTimes } from "~/ui/admin/dates";
const parts = dayParts;

/** "Monday 9 March" (or "Monday 9 March 2026") for a London calendar date. */
export function formatDayHeading(date: string, { withYear = false } = {}): string {
  const { year, day, month, weekday } = parts(date);
  return `${weekday} ${day} ${month}${withYear ? ` ${year}` : ""}`;
}

/** What the calendar shows: "Monday 9 March 2026", or a week as "9–15 March 2026" / "30 March – 5 April 2026". */
export function formatViewRange(view: CalendarView, anchor: string): string {
  const days = viewDays(view, anchor);
  if (view === "day") return formatDayHeading(days[0]!, { withYear: true });
  const first = parts(days[0]!);
  const last = parts(days[days.length - 1]!);
  const end = `${last.day} ${last.month} ${last.year}`;
  if (first.month === last.month && first.year === last.year) return `${first.day}–${end}`;
  return `${first.day} ${first.month}${first.year === last.year ? "" : ` ${first.year}`} – ${end}`;
}

/** A download's name, dated on the studio's clock: just after midnight in London it is already the new day. */
export const exportFileName = (kind: string, now = new Date()) => `${kind}-${studioToday(now)}.csv`;
