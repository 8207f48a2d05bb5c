import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, courses } from "~/db/schema.server";
import { courseCounts } from "~/features/booking/index.server";
import { marketingChoicesFor } from "~/features/marketing/index.server";
import { membershipsOfPerson } from "~/features/memberships/index.server";
import { vouchersOfPerson } from "~/features/vouchers/index.server";
import type { ClientHoldings, ClientVoucher } from "./client-holdings";

type Reader = Pick<Database, "select" | "selectDistinctOn">;

/**
 * What she holds beyond her visits (DESIGN 11): vouchers, memberships and courses, and her marketing choices. Each
 * is read through its own feature, which keys it by email: a client with two addresses (merged) has both read.
 */
export async function clientHoldings(db: Reader, clientId: string, emails: readonly string[]): Promise<ClientHoldings> {
  const [voucherLists, membershipLists, marketing, courseRows] = await Promise.all([
    Promise.all(emails.map((email) => vouchersOfPerson(db, email))),
    Promise.all(emails.map((email) => membershipsOfPerson(db, email))),
    marketingChoicesFor(db, [...emails]),
    db
      .select({ id: courses.id, label: courses.label })
      .from(courses)
      .innerJoin(bookings, eq(bookings.id, courses.bookingId))
      .where(eq(bookings.clientId, clientId))
      .orderBy(desc(courses.createdAt)),
  ]);
  const counts = await courseCounts(db, courseRows.map((row) => row.id));
  const lowered = new Set(emails.map((email) => email.toLowerCase()));
  const vouchers = new Map<string, ClientVoucher>();
  for (const voucher of voucherLists.flat()) {
    if (vouchers.has(voucher.id)) continue;
    const roles: ClientVoucher["roles"] = [];
    if (lowered.has(voucher.buyerEmail.toLowerCase())) roles.push("bought");
    if (voucher.recipientEmail && lowered.has(voucher.recipientEmail.toLowerCase())) roles.push("received");
    vouchers.set(voucher.id, {
      id: voucher.id,
      codeEnd: voucher.codeEnd,
      roles,
      serviceName: voucher.serviceName,
      amountPence: voucher.amountPence,
      balancePence: voucher.balancePence,
      state: voucher.state,
      expiresAt: voucher.expiresAt,
    });
  }
  const memberships = new Map(membershipLists.flat().map((member) => [member.id, member]));
  return {
    vouchers: [...vouchers.values()],
    memberships: [...memberships.values()].map((member) => ({
      id: member.id,
      tierName: member.tierName,
      status: member.status,
      startedAt: member.startedAt,
      nextPaymentOn: member.nextPaymentOn,
      endedAt: member.endedAt,
    })),
    courses: courseRows.flatMap((row) => {
      const count = counts.get(row.id);
      return count ? [{ id: row.id, label: row.label, ...count }] : [];
    }),
    marketing: [...marketing.entries()].map(([email, choices]) => ({ email, choices })),
  };
}
