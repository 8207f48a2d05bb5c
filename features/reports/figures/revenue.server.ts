import { and, ne, sql } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { wasEverPaid } from "~/features/booking";
import { notAbandonedHold } from "~/features/booking/index.server";
import { splitPence } from "~/lib/money";
import { monthsOf, reportTitles, type Report, type ReportRange, type ReportRow } from "../report-range";
import { monthOf, monthLabel, startingIn, type Reader } from "../report-query.server";

interface Line {
  name: string;
  pricePence: number;
}

/**
 * Revenue by treatment and by month of the appointment: what cards paid less what was refunded, what gift vouchers
 * paid and kept (a late cancellation's share), and what memberships covered, shown apart. A booking of several
 * treatments shares each amount in proportion to their prices, to the penny.
 */
export async function revenue(db: Reader, range: ReportRange): Promise<Report> {
  const rows = await db
    .select({
      startsAt: bookings.startsAt,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      items: bookings.items,
      service: bookings.service,
      totalPence: bookings.totalPence,
      voucherPence: bookings.voucherPence,
      memberPence: bookings.memberPence,
      refundedPence: bookings.refundedPence,
      voucherKept: sql<number>`coalesce((select sum(r.amount_pence - coalesce(r.returned_pence, 0)) from voucher_redemptions r where r.booking_id = "bookings"."id"), 0)::int`,
    })
    .from(bookings)
    .where(and(startingIn(range), notAbandonedHold, ne(bookings.status, "pending")));
  type Sum = { bookings: number; cardPence: number; refundedPence: number; voucherPence: number; memberPence: number };
  const cells = new Map<string, Sum>();
  const add = (key: string, sum: Sum) => {
    const cell = cells.get(key) ?? { bookings: 0, cardPence: 0, refundedPence: 0, voucherPence: 0, memberPence: 0 };
    for (const field of Object.keys(sum) as (keyof Sum)[]) cell[field] += sum[field];
    cells.set(key, cell);
  };
  for (const row of rows) {
    const month = monthOf(row.startsAt!);
    const card = wasEverPaid(row.paymentStatus) ? row.totalPence - row.voucherPence - row.memberPence : 0;
    const member = row.status === "cancelled" ? 0 : row.memberPence;
    const listed = (row.items as Line[] | null)?.filter((line) => typeof line?.name === "string") ?? [];
    const lines: Line[] = listed.length ? listed : [{ name: row.service, pricePence: row.totalPence }];
    const weights = lines.map((line) => Math.max(0, line.pricePence ?? 0));
    const shares = [card, row.refundedPence, row.voucherKept, member].map((amount) => splitPence(amount, weights));
    lines.forEach((line, index) =>
      add(`${month}\u0000${line.name}`, {
        bookings: 1,
        cardPence: shares[0]![index]!,
        refundedPence: shares[1]![index]!,
        voucherPence: shares[2]![index]!,
        memberPence: shares[3]![index]!,
      }),
    );
  }
  const taken = (sum: Sum) => sum.cardPence - sum.refundedPence + sum.voucherPence;
  const byMonthAndService: ReportRow[] = [...cells.entries()]
    .map(([key, sum]) => {
      const [month, service] = key.split("\u0000") as [string, string];
      return { month, service, ...sum, takenPence: taken(sum) };
    })
    .sort((a, b) => a.month.localeCompare(b.month) || a.service.localeCompare(b.service));
  const byService = new Map<string, Sum>();
  for (const row of byMonthAndService) {
    const sum = byService.get(row.service as string) ?? { bookings: 0, cardPence: 0, refundedPence: 0, voucherPence: 0, memberPence: 0 };
    for (const field of Object.keys(sum) as (keyof Sum)[]) sum[field] += row[field] as number;
    byService.set(row.service as string, sum);
  }
  const months = monthsOf(range);
  const moneyColumns = [
    { key: "bookings", label: "Treatments", kind: "count" },
    { key: "cardPence", label: "Paid by card", kind: "pence" },
    { key: "refundedPence", label: "Refunded", kind: "pence" },
    { key: "voucherPence", label: "Paid by gift voucher", kind: "pence" },
    { key: "takenPence", label: "Taken: card less refunds, plus vouchers", kind: "pence" },
    { key: "memberPence", label: "Covered by membership", kind: "pence" },
  ] as const;
  return {
    name: "revenue",
    title: reportTitles.revenue,
    range,
    explain:
      "By the month of the appointment: what cards paid less what was refunded, and what gift vouchers paid (kept when a late cancellation kept a share). What memberships covered (member prices and included treatments) is shown apart: it is not money taken on the day.",
    chart: {
      caption: "Taken each month",
      kind: "pence",
      bars: months.map((month) => ({ label: monthLabel(month), value: byMonthAndService.filter((row) => row.month === month).reduce((sum, row) => sum + (row.takenPence as number), 0) })),
    },
    tables: [
      { caption: "By month and treatment", columns: [{ key: "month", label: "Month", kind: "text" }, { key: "service", label: "Treatment", kind: "text" }, ...moneyColumns], rows: byMonthAndService },
      {
        caption: "By treatment",
        columns: [{ key: "service", label: "Treatment", kind: "text" }, ...moneyColumns],
        rows: [...byService.entries()].sort((a, b) => taken(b[1]) - taken(a[1]) || a[0].localeCompare(b[0])).map(([service, sum]) => ({ service, ...sum, takenPence: taken(sum) })),
      },
    ],
  };
}
