import { and, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { studioMidnight, studioWallTime } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import type { ReportRange } from "./report-range";

/** What every report reads with and groups by: the pieces the figures/ files share. */
export type Reader = Pick<Database, "select" | "execute">;

export interface ReportOptions {
  /** The cancellation policy's notice: a cancellation with less is late (change-policy). */
  lateHours: number;
  now?: Date;
}

export const monthOf = (instant: Date) => studioWallTime(instant).date.slice(0, 7);
export const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
/** Rows by the London month of `at` (each row's month worked out once: the zone's rules are not free). */
export function byMonth<Row>(rows: readonly Row[], at: (row: Row) => Date): Map<string, Row[]> {
  const months = new Map<string, Row[]>();
  for (const row of rows) {
    const month = monthOf(at(row));
    const list = months.get(month);
    if (list) list.push(row);
    else months.set(month, [row]);
  }
  return months;
}
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
/** Appointments that start inside the range (London days, both included). */
export const startingIn = ({ from, to }: ReportRange) => and(gte(bookings.startsAt, studioMidnight(from)), lt(bookings.startsAt, studioMidnight(addDays(to, 1))));
