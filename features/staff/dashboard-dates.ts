import { viewDays, type CalendarView } from "./admin-calendar";
import { studioToday } from "~/lib/studio-clock";
import { dayParts, formatDayHeading } from "~/ui/admin/dates";

const parts = dayParts;

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
