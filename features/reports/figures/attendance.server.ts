import { and, eq, inArray, ne } from "drizzle-orm";
import { bookings, bookingStatusChanges } from "~/db/schema.server";
import { isLateCancellation } from "~/features/booking";
import { notAbandonedHold } from "~/features/booking/index.server";
import { monthsOf, reportTitles, type Report, type ReportRange } from "../report-range";
import { monthLabel, byMonth, percent, startingIn, type Reader, type ReportOptions } from "../report-query.server";

/**
 * No-shows and late cancellations by month: of the appointments that came due (done or not shown), how many she
 * did not come to; of all booked, how many were cancelled with less notice than the policy asks.
 */
export async function attendance(db: Reader, range: ReportRange, { lateHours }: ReportOptions): Promise<Report> {
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, status: bookings.status })
    .from(bookings)
    .where(and(startingIn(range), notAbandonedHold, ne(bookings.status, "pending")));
  const cancelledIds = rows.filter((row) => row.status === "cancelled").map((row) => row.id);
  const changes = cancelledIds.length
    ? await db
        .select({ bookingId: bookingStatusChanges.bookingId, changedAt: bookingStatusChanges.changedAt, reason: bookingStatusChanges.reason })
        .from(bookingStatusChanges)
        .where(and(inArray(bookingStatusChanges.bookingId, cancelledIds), eq(bookingStatusChanges.toStatus, "cancelled")))
    : [];
  const startsOf = new Map(rows.map((row) => [row.id, row.startsAt]));
  const late = new Set(changes.filter((change) => isLateCancellation(change, startsOf.get(change.bookingId) ?? null, lateHours)).map((change) => change.bookingId));
  const months = byMonth(rows, (row) => row.startsAt!);
  const table = monthsOf(range).map((month) => {
    const inMonth = months.get(month) ?? [];
    const count = (status: string) => inMonth.filter((row) => row.status === status).length;
    const completed = count("completed");
    const noShows = count("no-show");
    const lateCancellations = inMonth.filter((row) => late.has(row.id)).length;
    return {
      month,
      booked: inMonth.length,
      completed,
      noShows,
      cancelled: count("cancelled"),
      lateCancellations,
      noShowRate: percent(noShows, completed + noShows),
      lateCancellationRate: percent(lateCancellations, inMonth.length),
    };
  });
  return {
    name: "attendance",
    title: reportTitles.attendance,
    range,
    explain: `The no-show rate is of the appointments that came due (done or not shown); the late-cancellation rate is of all booked, a cancellation being late with less than ${lateHours} hours' notice.`,
    chart: { caption: "No-show rate each month", kind: "percent", bars: table.map((row) => ({ label: monthLabel(row.month), value: row.noShowRate })) },
    tables: [
      {
        caption: "By month",
        columns: [
          { key: "month", label: "Month", kind: "text" },
          { key: "booked", label: "Booked", kind: "count" },
          { key: "completed", label: "Done", kind: "count" },
          { key: "noShows", label: "No-shows", kind: "count" },
          { key: "cancelled", label: "Cancelled", kind: "count" },
          { key: "lateCancellations", label: "Cancelled late", kind: "count" },
          { key: "noShowRate", label: "No-show rate", kind: "percent" },
          { key: "lateCancellationRate", label: "Late-cancellation rate", kind: "percent" },
        ],
        rows: table,
      },
    ],
  };
}
