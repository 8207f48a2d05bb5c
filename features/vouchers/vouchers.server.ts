import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { voucherRedemptions, vouchers } from "~/db/schema.server";
import { normaliseVoucherCode, voucherCodeFrom } from "./voucher-code";
import { voucherTerms, type VoucherRefusal } from "./voucher-rules";

type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;
export type Voucher = typeof vouchers.$inferSelect;

/** Only this is stored: a leaked database or backup spends no one's voucher. */
export const hashVoucherCode = (code: string) => createHash("sha256").update(normaliseVoucherCode(code)).digest("hex");

export interface NewVoucher {
  amountPence: number;
  serviceSlug?: string | null;
  buyerName: string;
  buyerEmail: string;
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
  sendOn?: string | null;
  /** Staff who sold it at the desk; left out for one bought online. */
  issuedBy?: string | null;
}

/** A voucher waiting for its payment; the code is returned once, to be put on the voucher, and never again. */
export async function createVoucher(tx: Executor, input: NewVoucher): Promise<{ voucher: Voucher; code: string }> {
  if (!Number.isInteger(input.amountPence) || input.amountPence < 1) throw new Error("a voucher is worth at least a penny");
  const code = voucherCodeFrom(randomBytes(16));
  const [voucher] = await tx
    .insert(vouchers)
    .values({ ...input, codeHash: hashVoucherCode(code), codeEnd: code.slice(-4), balancePence: input.amountPence })
    .returning();
  return { voucher: voucher!, code };
}

/** Paid: the voucher can be spent from now until its expiry. Paying twice (a repeated payment event) changes nothing. */
export async function activateVoucher(tx: Executor, voucherId: string): Promise<Voucher | undefined> {
  const [voucher] = await tx
    .update(vouchers)
    .set({ status: "active", paidAt: sql`now()`, expiresAt: sql`now() + make_interval(months => ${voucherTerms.validMonths})` })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.status, "unpaid")))
    .returning();
  return voucher;
}

export async function findVoucherByCode(db: Executor, code: string): Promise<Voucher | undefined> {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.codeHash, hashVoucherCode(code)));
  return voucher;
}

/** Why this voucher cannot pay anything now, if it cannot. */
export function voucherRefusal(voucher: Voucher | undefined, now = new Date()): VoucherRefusal | undefined {
  if (!voucher) return "unknown";
  if (voucher.status === "unpaid") return "unpaid";
  if (voucher.status === "void") return "void";
  if (voucher.expiresAt && voucher.expiresAt <= now) return "expired";
  if (voucher.balancePence <= 0) return "spent";
  return undefined;
}

export type Redemption =
  | { ok: true; redemptionId: string; voucherId: string; amountPence: number; balancePence: number }
  | { ok: false; refusal: VoucherRefusal };

/**
 * Takes up to `duePence` off the voucher's balance for a booking: all of it when the balance allows, otherwise what
 * is left. The balance is read and lowered in one UPDATE, which holds the row's lock, so two redemptions at once
 * cannot both spend the same pounds: the second sees what the first left. Run it in the transaction that records
 * what the voucher paid for, so a failure leaves the balance as it was.
 */
export async function redeemVoucher(
  tx: Executor,
  { code, duePence, bookingId, actor }: { code: string; duePence: number; bookingId: string | null; actor: string },
): Promise<Redemption> {
  if (!Number.isInteger(duePence) || duePence < 1) throw new Error("a redemption is for at least a penny");
  // The row is locked and read, then lowered by at most what is due, in one statement. A redemption waiting on
  // the lock reads the balance the first one left, so two at once cannot both spend the same pounds.
  const [spent] = await tx.execute<{ id: string; before: number; after: number }>(sql`
    update ${vouchers} set balance_pence = ${vouchers}.balance_pence - least(held.balance_pence, ${duePence}::integer)
    from (select id, balance_pence from ${vouchers} where code_hash = ${hashVoucherCode(code)} for update) as held
    where ${vouchers}.id = held.id and ${vouchers}.status = 'active' and ${vouchers}.expires_at > now() and held.balance_pence > 0
    returning ${vouchers}.id, held.balance_pence as before, ${vouchers}.balance_pence as after`);
  if (!spent) return { ok: false, refusal: voucherRefusal(await findVoucherByCode(tx, code)) ?? "spent" };
  const amountPence = spent.before - spent.after;
  const [redemption] = await tx
    .insert(voucherRedemptions)
    .values({ voucherId: spent.id, bookingId, amountPence, actor })
    .returning({ id: voucherRedemptions.id });
  return { ok: true, redemptionId: redemption!.id, voucherId: spent.id, amountPence, balancePence: spent.after };
}

/**
 * The booking a voucher paid towards did not go ahead (its hold lapsed, it was taken off, or it was cancelled): what
 * the voucher paid goes back on it, once, or at most `atMostPence` of it (a late cancellation's share, decision
 * 0031). Answers the pence put back, or undefined when the redemption was already reversed. A voucher voided since
 * keeps its balance but stays void.
 */
export async function reverseRedemption(tx: Executor, redemptionId: string, { atMostPence }: { atMostPence?: number } = {}): Promise<number | undefined> {
  if (atMostPence !== undefined && (!Number.isInteger(atMostPence) || atMostPence < 0)) throw new Error("a voucher gets back whole pence, or none");
  const [reversed] = await tx
    .update(voucherRedemptions)
    .set({
      reversedAt: sql`now()`,
      returnedPence: atMostPence === undefined ? sql`${voucherRedemptions.amountPence}` : sql`least(${voucherRedemptions.amountPence}, ${atMostPence}::integer)`,
    })
    .where(and(eq(voucherRedemptions.id, redemptionId), isNull(voucherRedemptions.reversedAt)))
    .returning({ voucherId: voucherRedemptions.voucherId, returnedPence: voucherRedemptions.returnedPence });
  if (!reversed) return undefined;
  const returned = reversed.returnedPence ?? 0;
  if (returned > 0) {
    await tx
      .update(vouchers)
      .set({ balancePence: sql`${vouchers.balancePence} + ${returned}::integer` })
      .where(eq(vouchers.id, reversed.voucherId));
  }
  return returned;
}

/** Staff cancel a voucher (lost, refunded, fraud): it pays for nothing more. Who did it is kept on the voucher. */
export async function voidVoucher(tx: Executor, voucherId: string, actor: string): Promise<Voucher | undefined> {
  const [voided] = await tx
    .update(vouchers)
    .set({ status: "void", voidedAt: sql`now()`, voidedBy: actor })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.status} <> 'void'`))
    .returning();
  return voided;
}
