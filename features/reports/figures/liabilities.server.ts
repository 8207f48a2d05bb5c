import { and, eq, sql } from "drizzle-orm";
import { bookings, courses, vouchers } from "~/db/schema.server";
import { wasEverPaid } from "~/features/booking";
import { reportTitles, type Report, type ReportRange, type ReportRow } from "../report-range";
import { type Reader, type ReportOptions } from "../report-query.server";

/**
 * What the studio still owes today, whatever the range: gift voucher balances not yet spent or expired, and the
 * sessions left on courses at their price (what was paid less refunded, shared by the sessions).
 */
export async function liabilities(db: Reader, range: ReportRange, { now = new Date() }: ReportOptions): Promise<Report> {
  const [voucherRow] = await db
    .select({ count: sql<number>`count(*)::int`, owed: sql<number>`coalesce(sum(${vouchers.balancePence}), 0)::int` })
    .from(vouchers)
    .where(and(eq(vouchers.status, "active"), sql`${vouchers.balancePence} > 0`, sql`(${vouchers.expiresAt} is null or ${vouchers.expiresAt} > ${now.toISOString()}::timestamptz)`));
  const courseRows = await db
    .select({
      label: courses.label,
      total: courses.sessionsTotal,
      paidPence: sql<number>`(${bookings.totalPence} - ${bookings.voucherPence} - ${bookings.memberPence} - ${bookings.refundedPence} + coalesce((select sum(r.amount_pence - coalesce(r.returned_pence, 0)) from voucher_redemptions r where r.booking_id = ${bookings.id}), 0))::int`,
      used: sql<number>`(select count(*) from bookings s where s.course_id = ${courses.id} and s.returned_to_course_at is null)::int`,
      paymentStatus: bookings.paymentStatus,
    })
    .from(courses)
    .innerJoin(bookings, eq(bookings.id, courses.bookingId))
    .where(and(sql`${courses.endedAt} is null`, sql`${courses.expiresAt} > ${now.toISOString()}::timestamptz`));
  const byCourse = new Map<string, { count: number; owedPence: number }>();
  for (const row of courseRows) {
    if (!wasEverPaid(row.paymentStatus)) continue;
    const left = Math.max(0, row.total - row.used);
    if (left === 0) continue;
    const entry = byCourse.get(row.label) ?? { count: 0, owedPence: 0 };
    entry.count += left;
    entry.owedPence += Math.floor((Math.max(0, row.paidPence) * left) / row.total);
    byCourse.set(row.label, entry);
  }
  const table: ReportRow[] = [
    { owed: "Gift vouchers (balances)", count: voucherRow?.count ?? 0, owedPence: voucherRow?.owed ?? 0 },
    ...[...byCourse.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([label, entry]) => ({ owed: `${label} (sessions left)`, ...entry })),
  ];
  return {
    name: "liabilities",
    title: reportTitles.liabilities,
    range,
    explain: "As of today, whatever the dates chosen: gift voucher balances not yet spent or expired, and the sessions left on courses at what was paid for them.",
    chart: { caption: "Owed today", kind: "pence", bars: table.map((row) => ({ label: row.owed as string, value: row.owedPence as number })) },
    tables: [
      {
        caption: "Owed today",
        columns: [
          { key: "owed", label: "Owed on", kind: "text" },
          { key: "count", label: "Vouchers or sessions", kind: "count" },
          { key: "owedPence", label: "Amount", kind: "pence" },
        ],
        rows: table,
      },
    ],
  };
}
