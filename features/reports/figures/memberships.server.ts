import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { cancellationRefunds, membershipChanges, memberships } from "~/db/schema.server";
import { studioMidnight } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { monthsOf, reportTitles, type Report, type ReportRange } from "../report-range";
import { monthOf, monthLabel, percent, type Reader } from "../report-query.server";

/**
 * The Dreams Club each month: what its monthly payments brought in (each paid invoice at the membership's price) less
 * what was refunded to members who cancelled within 14 days, who joined, who left, and the churn (left of those live
 * when the month began).
 */
export async function membershipsReport(db: Reader, range: ReportRange): Promise<Report> {
  const start = studioMidnight(range.from);
  const end = studioMidnight(addDays(range.to, 1));
  const [payments, refunded, members] = await Promise.all([
    db
      .select({ at: membershipChanges.createdAt, pricePence: memberships.pricePence })
      .from(membershipChanges)
      .innerJoin(memberships, eq(memberships.id, membershipChanges.membershipId))
      .where(and(sql`${membershipChanges.reason} like 'invoice.paid %'`, gte(membershipChanges.createdAt, start), lt(membershipChanges.createdAt, end))),
    db
      .select({ at: cancellationRefunds.createdAt, amountPence: cancellationRefunds.amountPence })
      .from(cancellationRefunds)
      .where(and(sql`${cancellationRefunds.membershipId} is not null`, ne(cancellationRefunds.status, "failed"), gte(cancellationRefunds.createdAt, start), lt(cancellationRefunds.createdAt, end))),
    db
      .select({ startedAt: memberships.startedAt, endedAt: memberships.endedAt })
      .from(memberships)
      .where(and(sql`${memberships.startedAt} is not null`, lt(memberships.startedAt, end), sql`(${memberships.endedAt} is null or ${memberships.endedAt} >= ${start.toISOString()}::timestamptz)`)),
  ]);
  const table = monthsOf(range).map((month) => {
    const monthStart = studioMidnight(`${month}-01`);
    const paid = payments.filter((row) => monthOf(row.at) === month);
    const paidPence = paid.reduce((sum, row) => sum + row.pricePence, 0);
    const refundedPence = refunded.filter((row) => monthOf(row.at) === month).reduce((sum, row) => sum + row.amountPence, 0);
    const liveAtStart = members.filter((row) => row.startedAt! < monthStart && (!row.endedAt || row.endedAt >= monthStart)).length;
    const joined = members.filter((row) => monthOf(row.startedAt!) === month).length;
    const leaving = members.filter((row) => row.endedAt && monthOf(row.endedAt) === month);
    const churned = leaving.filter((row) => row.startedAt! < monthStart).length;
    return { month, payments: paid.length, paidPence, refundedPence, takenPence: paidPence - refundedPence, liveAtStart, joined, left: leaving.length, churnRate: percent(churned, liveAtStart) };
  });
  return {
    name: "memberships",
    title: reportTitles.memberships,
    range,
    explain:
      "Each month: the membership payments taken (each at its membership's price) less refunds to members who cancelled within their 14 days; members who joined (first payment) and who left; churn is the share of those who were members when the month began who left in it.",
    chart: { caption: "Membership payments taken each month", kind: "pence", bars: table.map((row) => ({ label: monthLabel(row.month), value: row.takenPence })) },
    tables: [
      {
        caption: "By month",
        columns: [
          { key: "month", label: "Month", kind: "text" },
          { key: "payments", label: "Payments", kind: "count" },
          { key: "paidPence", label: "Paid", kind: "pence" },
          { key: "refundedPence", label: "Refunded", kind: "pence" },
          { key: "takenPence", label: "Taken", kind: "pence" },
          { key: "liveAtStart", label: "Members at the start", kind: "count" },
          { key: "joined", label: "Joined", kind: "count" },
          { key: "left", label: "Left", kind: "count" },
          { key: "churnRate", label: "Churn", kind: "percent" },
        ],
        rows: table,
      },
    ],
  };
}
