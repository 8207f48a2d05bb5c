import { and, asc, eq, isNull, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { voucherRedemptions, vouchers } from "~/db/schema.server";
import { reverseRedemption } from "./vouchers.server";

type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;

/** The voucher paying towards a booking now (one at a time), as its client may see it: never the code itself. */
export interface BookingVoucher {
  redemptionId: string;
  codeEnd: string;
  amountPence: number;
  balancePence: number;
}

export async function voucherOnBooking(db: Pick<Database, "select">, bookingId: string): Promise<BookingVoucher | undefined> {
  const [row] = await db
    .select({ redemptionId: voucherRedemptions.id, codeEnd: vouchers.codeEnd, amountPence: voucherRedemptions.amountPence, balancePence: vouchers.balancePence })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(and(eq(voucherRedemptions.bookingId, bookingId), isNull(voucherRedemptions.reversedAt)));
  return row;
}

/**
 * A booking that will not go ahead gives back what vouchers paid towards it, each redemption once (reverseRedemption
 * marks it reversed): all of it, or at most `atMostPence` in all (a client's late cancellation keeps the rest,
 * docs/decisions/0031). Answers the pence put back and the pence the studio keeps.
 */
export async function returnBookingVouchers(tx: Executor, bookingId: string, { atMostPence }: { atMostPence?: number } = {}): Promise<{ returnedPence: number; keptPence: number }> {
  const open = await tx
    .select({ id: voucherRedemptions.id, amountPence: voucherRedemptions.amountPence })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.bookingId, bookingId), isNull(voucherRedemptions.reversedAt)))
    .orderBy(asc(voucherRedemptions.createdAt));
  let returnedPence = 0;
  let keptPence = 0;
  for (const redemption of open) {
    const cap = atMostPence === undefined ? undefined : Math.max(0, atMostPence - returnedPence);
    const back = await reverseRedemption(tx, redemption.id, { atMostPence: cap });
    if (back === undefined) continue;
    returnedPence += back;
    keptPence += redemption.amountPence - back;
  }
  return { returnedPence, keptPence };
}

/**
 * What vouchers paid towards a booking and did not get back: a late cancellation's kept share (docs/decisions/0031).
 * A voucher taken off before paying got all of it back, so it counts nothing.
 */
export async function voucherKeptPence(db: Pick<Database, "select">, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ kept: sql<number>`coalesce(sum(${voucherRedemptions.amountPence} - ${voucherRedemptions.returnedPence}), 0)::int` })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.bookingId, bookingId), isNotNull(voucherRedemptions.reversedAt)));
  return row?.kept ?? 0;
}
