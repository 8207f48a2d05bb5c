import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type bookings } from "~/db/schema.server";
import { toCsv } from "~/lib/csv";
import { penceToPounds } from "~/lib/money";
import { paidForStatuses } from "~/features/booking";
import { serviceIdentity } from "~/features/studio";
import { occupies } from "~/features/booking/index.server";
import { STUDIO_ZONE, studioMidnight, studioToday, studioWallTime } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { allBookings } from "~/features/booking/admin/index.server";
import { voucherStateLabels } from "~/features/vouchers";
import { allVouchers } from "~/features/vouchers/index.server";
import { membershipStatusText } from "~/features/memberships";
import { allMembers } from "~/features/memberships/index.server";
import { describeMarketingChoice } from "~/features/marketing";
import { listContacts, listWaitlist } from "~/features/inquiries/index.server";

/** What the staff dashboard reads and changes (DESIGN section 5). */

/**
 * Paid revenue: what clients actually paid, by card (or at the desk) and by gift voucher, for the bookings paid since
 * `since`, less what went back to their cards and on their vouchers; a membership's part was never paid.
 */
function revenueSince(since: Date): SQL {
  // The card part is amountDuePence (features/booking/rules/amount-due.ts); a voucher's part kept is each
  // redemption's amount less what its reversal gave back, so a voucher taken off before paying adds nothing.
  return sql`select coalesce(sum(
      greatest(0, b.total_pence - b.member_pence - b.voucher_pence) - b.refunded_pence
      + coalesce((select sum(r.amount_pence - coalesce(r.returned_pence, 0)) from voucher_redemptions r where r.booking_id = b.id), 0)
    ), 0)::int
    from bookings b where b.paid_at >= ${since.toISOString()}::timestamptz`;
}

/**
 * The four stat cards: today's appointments, awaiting confirmation, paid revenue this month, inquiries in 7 days.
 * Awaiting confirmation counts what staff can confirm (checkTransition): a payment confirms its own booking, and a
 * hold still waiting for its payment waits for the client, not for staff (docs/decisions/0038).
 * Each count reads an index (starts_at, the pending and paid_at partial indexes of migration 0008), never the table.
 */
export function dashboardStatsQuery(now = new Date()): SQL {
  const today = studioToday(now);
  const dayStart = studioMidnight(today);
  const dayEnd = studioMidnight(addDays(today, 1));
  const monthStart = studioMidnight(`${today.slice(0, 7)}-01`);
  return sql`
    select
      (select count(*)::int from bookings where ${occupies} and starts_at >= ${dayStart.toISOString()}::timestamptz and starts_at < ${dayEnd.toISOString()}::timestamptz) as today,
      (select count(*)::int from bookings where status = 'pending' and hold_expires_at is null and (payment_status in ${paidForStatuses} or total_pence = 0 or pay_at_studio)) as awaiting,
      (${revenueSince(monthStart)}) as revenue,
      (select count(*)::int from contacts where created_at >= now() - interval '7 days') as inquiries`;
}

export async function dashboardStats(db: Database, now = new Date()) {
  const [row] = await db.execute<{ today: number; awaiting: number; revenue: number; inquiries: number }>(dashboardStatsQuery(now));
  return { todaysAppointments: row!.today, awaitingConfirmation: row!.awaiting, revenueThisMonthPence: row!.revenue, newInquiries: row!.inquiries };
}



type Booking = typeof bookings.$inferSelect;

/** Spreadsheets show times as the studio's clock reads them, not as UTC instants (lib/csv's csvDateTime). */
const csv: <T>(rows: Iterable<T>, columns: readonly { header: string; value: (row: T) => unknown }[]) => string = (rows, columns) =>
  toCsv(rows, columns, STUDIO_ZONE);

/** What was booked by name (the lines priced at booking); an old request's service is a slug or a label. */
const treatmentNames = (booking: Booking) =>
  booking.items.length > 0 ? booking.items.map((item) => item.name).join("; ") : (serviceIdentity(booking.service)?.name ?? booking.service);

const exportKinds = ["bookings", "contacts", "waitlist", "vouchers", "members"] as const;
export type ExportKind = (typeof exportKinds)[number];
export const isExportKind = (kind: string): kind is ExportKind => (exportKinds as readonly string[]).includes(kind);

export async function exportCsv(db: Database, kind: ExportKind): Promise<string> {
  if (kind === "bookings") {
    const rows: Booking[] = [];
    for await (const booking of allBookings(db, { abandoned: true })) rows.push(booking);
    return csv(rows, [
      { header: "Reference", value: (b) => b.id },
      { header: "Created", value: (b) => b.createdAt },
      { header: "Name", value: (b) => b.name },
      { header: "Email", value: (b) => b.email },
      { header: "Phone", value: (b) => b.phone },
      { header: "Treatments", value: treatmentNames },
      { header: "Date", value: (b) => (b.startsAt ? studioWallTime(b.startsAt).date : b.preferredDate) },
      { header: "Start", value: (b) => (b.startsAt ? studioWallTime(b.startsAt).time : b.preferredTime) },
      { header: "End", value: (b) => b.endsAt && studioWallTime(b.endsAt).time },
      { header: "Status", value: (b) => b.status },
      { header: "Payment", value: (b) => b.paymentStatus },
      { header: "Total (GBP)", value: (b) => penceToPounds(b.totalPence) },
      { header: "Gift voucher (GBP)", value: (b) => penceToPounds(b.voucherPence) },
      { header: "Member price off (GBP)", value: (b) => penceToPounds(b.memberPence) },
      { header: "Refunded (GBP)", value: (b) => penceToPounds(b.refundedPence) },
      { header: "Notes", value: (b) => b.notes },
    ]);
  }
  if (kind === "contacts") {
    return csv(await listContacts(db), [
      { header: "Received", value: (c) => c.createdAt },
      { header: "Name", value: (c) => c.name },
      { header: "Email", value: (c) => c.email },
      { header: "Phone", value: (c) => c.phone },
      { header: "Interested in", value: (c) => c.service },
      { header: "Message", value: (c) => c.message },
    ]);
  }
  if (kind === "vouchers") {
    // The code itself is never exported: only its last four characters, as on the Vouchers tab.
    return csv(await allVouchers(db), [
      { header: "Reference", value: (v) => v.id },
      { header: "Code ends", value: (v) => v.codeEnd },
      { header: "Created", value: (v) => v.createdAt },
      { header: "Status", value: (v) => voucherStateLabels[v.state] },
      { header: "Amount (GBP)", value: (v) => penceToPounds(v.amountPence) },
      { header: "Balance (GBP)", value: (v) => penceToPounds(v.balancePence) },
      { header: "Redeemed (GBP)", value: (v) => penceToPounds(v.redemptions.reduce((sum, r) => sum + r.amountPence - (r.returnedPence ?? 0), 0)) },
      { header: "Buyer", value: (v) => v.buyerName },
      { header: "Buyer email", value: (v) => v.buyerEmail },
      { header: "Recipient", value: (v) => v.recipientName },
      { header: "Recipient email", value: (v) => v.recipientEmail },
      { header: "Paid", value: (v) => v.paidAt },
      { header: "Sold by (at the studio)", value: (v) => v.issuedBy },
      { header: "Treatment", value: (v) => v.serviceName },
      { header: "Emailed on", value: (v) => v.sendOn },
      { header: "Expires", value: (v) => v.expiresAt },
      { header: "Voided", value: (v) => v.voidedAt },
      { header: "Voided by", value: (v) => v.voidedBy },
    ]);
  }
  if (kind === "members") {
    const day = (iso: string | null) => iso && new Date(iso);
    return csv(await allMembers(db), [
      { header: "Reference", value: (m) => m.id },
      { header: "Name", value: (m) => m.name },
      { header: "Email", value: (m) => m.email },
      { header: "Tier", value: (m) => m.tierName },
      { header: "Status", value: (m) => membershipStatusText[m.status].label },
      { header: "Monthly price (GBP)", value: (m) => penceToPounds(m.pricePence) },
      { header: "Joined", value: (m) => day(m.startedAt) },
      { header: "Minimum term ends", value: (m) => day(m.minimumTermEnd) },
      { header: "Next payment", value: (m) => day(m.nextPaymentOn) },
      { header: "Ends", value: (m) => day(m.cancelAt) },
      { header: "Ended", value: (m) => day(m.endedAt) },
      { header: "Provider", value: (m) => m.provider },
    ]);
  }
  return csv(await listWaitlist(db), [
    { header: "Joined", value: (w) => w.createdAt },
    { header: "Service", value: (w) => w.service },
    { header: "Name", value: (w) => w.name },
    { header: "Email", value: (w) => w.email },
    { header: "Phone", value: (w) => w.phone },
    { header: "Modeling", value: (w) => w.interestedInModeling },
    { header: "Marketing", value: (w) => w.marketing.map(describeMarketingChoice).join("; ") },
    { header: "Unsubscribed", value: (w) => w.unsubscribedAt },
    { header: "Invited (early access)", value: (w) => w.invitedAt },
    { header: "Booked (early access)", value: (w) => w.bookedAt },
  ]);
}
