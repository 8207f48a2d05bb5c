import { dayParts, formatDayHeading } from "~/ui/admin/dates";
import { viewDays, type CalendarView } from "./admin-calendar";

/** What the calendar shows: "Monday 9 March 2026", or a week as "9–15 March 2026" / "30 March – 5 April 2026". */
export function formatViewRange(view: CalendarView, anchor: string): string {
  const days = viewDays(view, anchor);
  if (view === "day") return formatDayHeading(days[0]!, { withYear: true });
  const first = dayParts(days[0]!);
  const last = dayParts(days[days.length - 1]!);
  const end = `${last.day} ${last.month} ${last.year}`;
  if (first.month === last.month && first.year === last.year) return `${first.day}–${end}`;
  return `${first.day} ${first.month}${first.year === last.year ? "" : ` ${first.year}`} – ${end}`;
}
