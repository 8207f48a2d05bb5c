import { and, sql } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { inDiary, wasVisit } from "~/features/booking/index.server";
import { monthsOf, REBOOKING_DAYS, reportTitles, type Report, type ReportRange } from "../report-range";
import { monthOf, monthLabel, byMonth, percent, startingIn, type Reader, type ReportOptions } from "../report-query.server";

/**
 * Clients seen each month: new (her first visit ever was that month) or returning; and how many booked again within
 * 8 weeks of their last visit that month (any appointment that was not a lapsed hold or cancelled).
 */
export async function clientsReport(db: Reader, range: ReportRange, { now = new Date() }: ReportOptions): Promise<Report> {
  const rows = await db
    .select({
      clientId: bookings.clientId,
      startsAt: bookings.startsAt,
      firstVisit: sql<string>`(select min(f.starts_at) from bookings f where f.client_id = "bookings"."client_id" and ${wasVisit(now, "f")})`.mapWith((value: string) => new Date(value)),
      rebooked: sql<boolean>`exists (select 1 from bookings n where n.client_id = "bookings"."client_id" and n.starts_at > "bookings"."starts_at"
        and n.starts_at <= "bookings"."starts_at" + ${`${REBOOKING_DAYS} days`}::interval and ${inDiary("n")})`,
    })
    .from(bookings)
    .where(and(startingIn(range), sql`${bookings.clientId} is not null`, wasVisit(now)));
  const months = byMonth(rows, (row) => row.startsAt!);
  const table = monthsOf(range).map((month) => {
    // Her last visit of the month decides whether she rebooked from it.
    const last = new Map<string, (typeof rows)[number]>();
    for (const row of months.get(month) ?? []) {
      const seen = last.get(row.clientId!);
      if (!seen || seen.startsAt! < row.startsAt!) last.set(row.clientId!, row);
    }
    const clients = [...last.values()];
    const fresh = clients.filter((row) => monthOf(row.firstVisit) === month).length;
    const rebooked = clients.filter((row) => row.rebooked).length;
    return { month, clients: clients.length, newClients: fresh, returning: clients.length - fresh, rebooked, rebookingRate: percent(rebooked, clients.length) };
  });
  return {
    name: "clients",
    title: reportTitles.clients,
    range,
    explain: `Clients seen each month (a visit done, or confirmed and past): new if it was her first visit ever, returning if not. Rebooked: her next appointment starts within ${REBOOKING_DAYS / 7} weeks of her last visit that month.`,
    chart: { caption: "Clients seen each month", kind: "count", bars: table.map((row) => ({ label: monthLabel(row.month), value: row.clients })) },
    tables: [
      {
        caption: "By month",
        columns: [
          { key: "month", label: "Month", kind: "text" },
          { key: "clients", label: "Clients seen", kind: "count" },
          { key: "newClients", label: "New", kind: "count" },
          { key: "returning", label: "Returning", kind: "count" },
          { key: "rebooked", label: "Rebooked within 8 weeks", kind: "count" },
          { key: "rebookingRate", label: "Rebooking rate", kind: "percent" },
        ],
        rows: table,
      },
    ],
  };
}
