import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateVoucher, createVoucher, redeemVoucher, reverseRedemption, voidVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * Gift vouchers' balances (issue 13) on the real database: what a code pays is the server's sum, a balance never
 * goes below nothing, and two redemptions at once cannot spend the same pounds.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function paidVoucher(amountPence: number) {
  const { voucher, code } = await createVoucher(database.db, { amountPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
  await activateVoucher(database.db, voucher.id);
  return { id: voucher.id, code };
}

const redeem = (code: string, duePence: number) => database.db.transaction((tx) => redeemVoucher(tx, { code, duePence, bookingId: null, actor: "client" }));
const balance = async (id: string) => (await database.sql`select balance_pence from vouchers where id = ${id}`)[0]!.balance_pence as number;

describe("redeeming a gift voucher", () => {
  it("a £50 voucher pays £35, then £15 of a £35 booking, then nothing", async () => {
    const { id, code } = await paidVoucher(5000);
    expect(await redeem(code, 3500)).toMatchObject({ ok: true, amountPence: 3500, balancePence: 1500 });
    expect(await redeem(code, 3500)).toMatchObject({ ok: true, amountPence: 1500, balancePence: 0 });
    expect(await redeem(code, 3500)).toEqual({ ok: false, refusal: "spent" });
    expect(await balance(id)).toBe(0);
    const redemptions = await database.sql`select amount_pence from voucher_redemptions where voucher_id = ${id} order by created_at`;
    expect(redemptions.map((row) => row.amount_pence)).toEqual([3500, 1500]);
  });

  it("takes the code as a client types it: any case, spaces or dashes, O for 0", async () => {
    const { code } = await paidVoucher(2500);
    const typed = ` ${formatVoucherCode(code).toLowerCase().replaceAll("0", "o")} `;
    expect(await redeem(typed, 1000)).toMatchObject({ ok: true, amountPence: 1000 });
  });

  it("two redemptions of the same balance at once: one wins, the other is refused, and nothing goes negative", async () => {
    const { id, code } = await paidVoucher(5000);
    const results = await Promise.all([redeem(code, 5000), redeem(code, 5000)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, refusal: "spent" });
    expect(await balance(id)).toBe(0);

    // Two smaller ones that together want more than is there share it exactly.
    const second = await paidVoucher(5000);
    const shared = await Promise.all([redeem(second.code, 3000), redeem(second.code, 3000)]);
    expect(shared.map((result) => (result.ok ? result.amountPence : 0)).sort()).toEqual([2000, 3000]);
    expect(await balance(second.id)).toBe(0);
  });

  it("refuses an unknown, unpaid, voided or expired code, and stores nothing for it", async () => {
    expect(await redeem("ABCD-EFGH-JKMN-PQRS", 1000)).toEqual({ ok: false, refusal: "unknown" });

    const { code: unpaid } = await createVoucher(database.db, { amountPence: 2500, buyerName: "Ada", buyerEmail: "ada@example.com" });
    expect(await redeem(unpaid, 1000)).toEqual({ ok: false, refusal: "unpaid" });

    const voided = await paidVoucher(2500);
    expect(await voidVoucher(database.db, voided.id, "staff:ada")).toMatchObject({ status: "void", voidedBy: "staff:ada" });
    expect(await redeem(voided.code, 1000)).toEqual({ ok: false, refusal: "void" });
    expect(await balance(voided.id)).toBe(2500);

    const expired = await paidVoucher(2500);
    await database.sql`update vouchers set expires_at = now() - interval '1 second' where id = ${expired.id}`;
    expect(await redeem(expired.code, 1000)).toEqual({ ok: false, refusal: "expired" });
    expect(await balance(expired.id)).toBe(2500);

    const stored = await database.sql`select count(*)::int as n from voucher_redemptions r join vouchers v on v.id = r.voucher_id where v.id in ${database.sql([voided.id, expired.id])}`;
    expect(stored[0]!.n).toBe(0);
  });

  it("a booking that did not go ahead gives back what the voucher paid, once", async () => {
    const { id, code } = await paidVoucher(5000);
    const paid = await redeem(code, 3500);
    if (!paid.ok) throw new Error("expected the redemption to succeed");
    expect(await reverseRedemption(database.db, paid.redemptionId)).toBe(3500);
    expect(await reverseRedemption(database.db, paid.redemptionId)).toBeUndefined();
    expect(await balance(id)).toBe(5000);
  });

  it("a reversal may give back only part of what the voucher paid, and still only once", async () => {
    const { id, code } = await paidVoucher(5000);
    const paid = await redeem(code, 3501);
    if (!paid.ok) throw new Error("expected the redemption to succeed");
    expect(await reverseRedemption(database.db, paid.redemptionId, { atMostPence: 1750 })).toBe(1750);
    expect(await reverseRedemption(database.db, paid.redemptionId)).toBeUndefined();
    expect(await balance(id)).toBe(5000 - 3501 + 1750);
    const [row] = await database.sql`select amount_pence, returned_pence from voucher_redemptions where id = ${paid.redemptionId}`;
    expect(row).toEqual({ amount_pence: 3501, returned_pence: 1750 });
  });

  it("a voucher is valid for twelve months from its payment, and paying twice changes nothing", async () => {
    const { voucher } = await createVoucher(database.db, { amountPence: 2500, buyerName: "Ada", buyerEmail: "ada@example.com" });
    const active = await activateVoucher(database.db, voucher.id);
    expect(active?.status).toBe("active");
    const months = (active!.expiresAt!.getTime() - active!.paidAt!.getTime()) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect(await activateVoucher(database.db, voucher.id)).toBeUndefined();
  });
});
