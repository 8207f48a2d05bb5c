import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, bookingStatusChanges, cancellationRefunds, courses, membershipChanges, memberships, resources, staffMembers, vouchers } from "~/db/schema.server";
import { isLateCancellation, wasEverPaid } from "~/features/booking";
import { diaryMinutes, inDiary, notAbandonedHold, wasVisit } from "~/features/booking/index.server";
import { splitPence } from "~/lib/money";
import { STUDIO_ZONE, studioMidnight, studioWallTime } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { monthsOf, REBOOKING_DAYS, reportTitles, type Report, type ReportName, type ReportRange, type ReportRow } from "./report-range";

type Reader = Pick<Database, "select" | "execute">;

export interface ReportOptions {
  /** The cancellation policy's notice: a cancellation with less is late (change-policy). */
  lateHours: number;
  now?: Date;
}

const monthOf = (instant: Date) => studioWallTime(instant).date.slice(0, 7);
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
/** Rows by the London month of `at` (each row's month worked out once: the zone's rules are not free). */
function byMonth<Row>(rows: readonly Row[], at: (row: Row) => Date): Map<string, Row[]> {
  const months = new Map<string, Row[]>();
  for (const row of rows) {
    const month = monthOf(at(row));
    const list = months.get(month);
    if (list) list.push(row);
    else months.set(month, [row]);
  }
  return months;
}
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
/** Appointments that start inside the range (London days, both included). */
const startingIn = ({ from, to }: ReportRange) => and(gte(bookings.startsAt, studioMidnight(from)), lt(bookings.startsAt, studioMidnight(addDays(to, 1))));

interface Line {
  name: string;
  pricePence: number;
}

/**
 * Revenue by treatment and by month of the appointment: what cards paid less what was refunded, what gift vouchers
 * paid and kept (a late cancellation's share), and what memberships covered, shown apart. A booking of several
 * treatments shares each amount in proportion to their prices, to the penny.
 */
async function revenue(db: Reader, range: ReportRange): Promise<Report> {
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

/**
 * No-shows and late cancellations by month: of the appointments that came due (done or not shown), how many she
 * did not come to; of all booked, how many were cancelled with less notice than the policy asks.
 */
async function attendance(db: Reader, range: ReportRange, { lateHours }: ReportOptions): Promise<Report> {
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

/**
 * What the studio still owes today, whatever the range: gift voucher balances not yet spent or expired, and the
 * sessions left on courses at their price (what was paid less refunded, shared by the sessions).
 */
async function liabilities(db: Reader, range: ReportRange, { now = new Date() }: ReportOptions): Promise<Report> {
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


/**
 * Clients seen each month: new (her first visit ever was that month) or returning; and how many booked again within
 * 8 weeks of their last visit that month (any appointment that was not a lapsed hold or cancelled).
 */
async function clientsReport(db: Reader, range: ReportRange, { now = new Date() }: ReportOptions): Promise<Report> {
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

/**
 * The Dreams Club each month: what its monthly payments brought in (each paid invoice at the membership's price) less
 * what was refunded to members who cancelled within 14 days, who joined, who left, and the churn (left of those live
 * when the month began).
 */
async function membershipsReport(db: Reader, range: ReportRange): Promise<Report> {
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

/**
 * How full each practitioner, room and machine was, month by month: the minutes booked within her working minutes
 * (her hours within the studio's, less closures, bank holidays and her leave; the studio's hours for a room or
 * machine). A practitioner's booked minutes are her hands-on minutes: a machine's processing time is the machine's.
 * The diary's own reading decides both (diaryMinutes), so the report and the free times never disagree.
 */
async function utilisation(db: Reader, range: ReportRange): Promise<Report> {
  const months = monthsOf(range);
  const from = studioMidnight(range.from);
  const to = studioMidnight(addDays(range.to, 1));
  const starts = months.map((month, index) => (index === 0 ? from : studioMidnight(`${month}-01`)).getTime());
  const [periods, members, machines] = await Promise.all([
    diaryMinutes(db, { from, to, timeZone: STUDIO_ZONE, periods: starts }),
    db.select({ id: staffMembers.id, name: staffMembers.name, position: staffMembers.position }).from(staffMembers),
    db.select({ id: resources.id, name: resources.name, kind: resources.kind, position: resources.position }).from(resources),
  ]);
  const kindNames: Record<string, string> = { practitioner: "Practitioner", room: "Room", machine: "Machine" };
  const columnOf = new Map([
    ...members.map((member) => [member.id, { name: member.name, kind: "practitioner", order: member.position }] as const),
    ...machines.map((resource) => [resource.id, { name: resource.name, kind: resource.kind, order: 1_000_000 + resource.position }] as const),
  ]);
  const totals = new Map<string, { workingMinutes: number; bookedMinutes: number }>();
  const byMonth: ReportRow[] = [];
  periods.forEach((period, index) => {
    for (const { columnId, workingMinutes, bookedMinutes } of period.columns) {
      const total = totals.get(columnId) ?? { workingMinutes: 0, bookedMinutes: 0 };
      total.workingMinutes += workingMinutes;
      total.bookedMinutes += bookedMinutes;
      totals.set(columnId, total);
      const column = columnOf.get(columnId);
      byMonth.push({ month: months[index]!, name: column?.name ?? "", kind: kindNames[column?.kind ?? ""] ?? "", workingMinutes, bookedMinutes, utilisation: percent(bookedMinutes, workingMinutes) });
    }
  });
  const rows = [...totals.entries()]
    .map(([columnId, total]) => ({ column: columnOf.get(columnId), ...total }))
    .sort((a, b) => (a.column?.order ?? 0) - (b.column?.order ?? 0))
    .map(({ column, workingMinutes, bookedMinutes }) => ({ name: column?.name ?? "", kind: kindNames[column?.kind ?? ""] ?? "", workingMinutes, bookedMinutes, utilisation: percent(bookedMinutes, workingMinutes) }));
  const minuteColumns = [
    { key: "name", label: "Who or what", kind: "text" },
    { key: "kind", label: "Kind", kind: "text" },
    { key: "workingMinutes", label: "Working minutes", kind: "count" },
    { key: "bookedMinutes", label: "Booked minutes", kind: "count" },
    { key: "utilisation", label: "Utilisation", kind: "percent" },
  ] as const;
  return {
    name: "utilisation",
    title: reportTitles.utilisation,
    range,
    explain:
      "Booked minutes as a share of working minutes. A practitioner works her own hours within the studio's, less closures, bank holidays and her leave; a room or machine is available whenever the studio is open. Her booked minutes are the ones she is hands-on: while a machine works on its own, the minutes are the machine's.",
    chart: { caption: "Utilisation over the range", kind: "percent", bars: rows.map((row) => ({ label: row.name, value: row.utilisation })) },
    tables: [
      { caption: "Each practitioner, room and machine", columns: [...minuteColumns], rows },
      { caption: "By month", columns: [{ key: "month", label: "Month", kind: "text" }, ...minuteColumns], rows: byMonth.sort((a, b) => (a.month as string).localeCompare(b.month as string)) },
    ],
  };
}

const reports: Record<ReportName, (db: Reader, range: ReportRange, options: ReportOptions) => Promise<Report>> = {
  revenue,
  utilisation,
  attendance,
  clients: clientsReport,
  memberships: membershipsReport,
  liabilities,
};

export function readReport(db: Reader, name: ReportName, range: ReportRange, options: ReportOptions): Promise<Report> {
  return reports[name](db, range, options);
}
