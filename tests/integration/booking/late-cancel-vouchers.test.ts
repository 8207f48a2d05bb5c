import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePolicy } from "~/features/booking/rules/change-policy";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { asStaff, signInStaff } from "../../support/test-app";

/*
 * A client cancelling through her manage link a booking a gift voucher paid part of (docs/decisions/0031), against
 * the real server, database and demo provider: with notice both parts come back whole; late, the policy's share of
 * each (the card refunded, the voucher credited), the studio keeps the rest, and the audit and email say so.
 */
let database: TestDatabase;
let app: DemoApp;
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  app = await startDemoApp();
  ({ database } = app);
  staff = asStaff(app, await signInStaff(app, "ada", "late cancellations cost 2026"));
});
afterAll(() => app.close());

const freshSlot = freshSlots();

const HENNA = [{ id: "henna-brows", type: "service" }]; // £35
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const payByCard = (clientSecret: string) => app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });

async function paidVoucher(amountPence: number) {
  const { voucher, code } = await createVoucher(database.db, { amountPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
  await activateVoucher(database.db, voucher.id);
  return { id: voucher.id, code: formatVoucherCode(code) };
}

/** A £35 booking, `voucherPence` of it paid by a gift voucher and the rest by card; with its manage link's token. */
async function bookedWithVoucher(voucherPence: number, { voucherWorth = voucherPence } = {}) {
  const created = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: HENNA, email: "zoe@example.com", name: "Zoë Adams" }));
  expect(created.status).toBe(201);
  const { id, manageUrl } = await json<{ id: string; manageUrl: string }>(created);
  const voucher = await paidVoucher(voucherWorth);
  expect((await app.post(`/api/bookings/${id}/voucher`, { code: voucher.code })).status).toBe(200);
  if (voucherPence >= 3500) {
    expect((await app.post(`/api/bookings/${id}/voucher/confirm`, {})).status).toBe(200);
  } else {
    const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
    expect((await payByCard(clientSecret)).status).toBe(200);
  }
  return { id, voucher, token: manageUrl.split("/bookings/manage/")[1]! };
}

/**
 * The API books on the real clock, at least a day ahead here: the start is moved in the database, each booking two
 * hours after the last so no two overlap, and the booking made 15 days ago, after its 14-day cancellation period
 * (inside it every cancellation refunds in full: docs/decisions/0035).
 */
const moveStart = nearStarts(() => database.sql, { spaced: true });
const startIn = (id: string, minutesFromNow: number) => moveStart(id, minutesFromNow, { bookedDaysAgo: 15 });

const balance = async (id: string) => (await database.sql`select balance_pence from vouchers where id = ${id}`)[0]!.balance_pence as number;
const row = async (id: string) => (await database.sql`select status, payment_status, voucher_pence, refunded_pence from bookings where id = ${id}`)[0]!;
const redemptionsOf = (id: string) => database.sql`select amount_pence, returned_pence, reversed_at is not null as reversed from voucher_redemptions where booking_id = ${id}`;
const audit = (id: string) => database.sql`select actor, from_status, to_status, reason from booking_status_changes where booking_id = ${id} order by changed_at`;
const cancelledEmail = async (id: string) => (await database.sql`select text from outbox where booking_id = ${id} and kind = 'booking-cancelled'`)[0]?.text as string | undefined;
const manage = (token: string) => fetch(`${app.baseUrl}/api/bookings/manage/${token}`);
const cancel = (token: string) => app.post(`/api/bookings/manage/${token}/cancel`, {});

describe("a client cancels a booking a gift voucher paid part of, through her manage link", () => {
  it("late: half the card part refunded, half the voucher part back on it, the rest kept; the page, the answer, the audit and the email agree", async () => {
    expect(changePolicy.lateCancelRefundPercent).toBe(50);
    const { id, voucher, token } = await bookedWithVoucher(2001);
    await startIn(id, 180);
    expect(await balance(voucher.id)).toBe(0);

    const before = await json<{ paidPence: number; paidParts: unknown; choices: { cancel: unknown } }>(await manage(token));
    expect(before.paidPence).toBe(3500);
    expect(before.paidParts).toEqual([
      { how: "card", pence: 1499 },
      { how: "voucher", pence: 2001 },
    ]);
    // Each part's share rounded down to the penny: £14.99 → £7.49 to the card, £20.01 → £10.00 on the voucher.
    expect(before.choices.cancel).toEqual({ allowed: true, refundPence: 749, voucherBackPence: 1000 });

    const cancelled = await cancel(token);
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", paymentStatus: "partially_refunded", refundPence: 749, voucherBackPence: 1000, refundedPence: 749 });
    expect(await row(id)).toEqual({ status: "cancelled", payment_status: "partially_refunded", voucher_pence: 2001, refunded_pence: 749 });
    expect(await balance(voucher.id)).toBe(1000);
    expect(await redemptionsOf(id)).toEqual([{ amount_pence: 2001, returned_pence: 1000, reversed: true }]);
    const refunds = await database.sql`select amount_pence, status, actor from refunds where booking_id = ${id}`;
    expect(refunds).toEqual([{ amount_pence: 749, status: "succeeded", actor: "client" }]);

    // Her two rows, in order; the refund settling adds the payment's own after them.
    const history = (await audit(id)).filter((change) => change.actor === "client" && change.to_status === "cancelled");
    expect(history).toEqual([
      { actor: "client", from_status: "confirmed", to_status: "cancelled", reason: "cancelled by the client" },
      { actor: "client", from_status: "cancelled", to_status: "cancelled", reason: "gift voucher: £10.00 back on it, £10.01 kept" },
    ]);
    const email = await cancelledEmail(id);
    expect(email).toContain("£7.49 will be refunded to the card you paid with");
    expect(email).toContain("£10.00 of the £20.01 your gift voucher paid is back on it.");
    // The studio is told both parts.
    const [notice] = await database.sql`select text from outbox where booking_id = ${id} and kind = 'studio-change'`;
    expect(notice!.text).toMatch(/Refund:?\s+£7\.49/);
    expect(notice!.text).toMatch(/Back on gift voucher:?\s+£10\.00 of £20\.01/);

    // Once: a second cancellation is refused and the voucher keeps what it got back.
    expect((await cancel(token)).status).toBe(409);
    expect(await balance(voucher.id)).toBe(1000);
  });

  it("late, paid wholly by voucher: nothing to the card, half the voucher part back", async () => {
    const { id, voucher, token } = await bookedWithVoucher(3500, { voucherWorth: 5000 });
    await startIn(id, 180);
    expect(await balance(voucher.id)).toBe(1500);
    const cancelled = await cancel(token);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", refundPence: 0, voucherBackPence: 1750 });
    expect(await balance(voucher.id)).toBe(1500 + 1750);
    expect(await redemptionsOf(id)).toEqual([{ amount_pence: 3500, returned_pence: 1750, reversed: true }]);
    expect(await database.sql`select id from refunds where booking_id = ${id}`).toHaveLength(0);
    expect(await cancelledEmail(id)).toContain("£17.50 of the £35.00 your gift voucher paid is back on it.");
  });

  it("with notice: the card part refunded and the voucher part back, both whole", async () => {
    const { id, voucher, token } = await bookedWithVoucher(2000);
    await startIn(id, changePolicy.noticeHours * 60 + 12 * 60);
    expect((await json<{ choices: { cancel: unknown } }>(await manage(token))).choices.cancel).toEqual({ allowed: true, refundPence: 1500, voucherBackPence: 2000 });

    const cancelled = await cancel(token);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundPence: 1500, voucherBackPence: 2000 });
    expect(await balance(voucher.id)).toBe(2000);
    expect(await redemptionsOf(id)).toEqual([{ amount_pence: 2000, returned_pence: 2000, reversed: true }]);
    expect((await audit(id)).filter((change) => change.actor === "client" && change.to_status === "cancelled").map((change) => change.reason)).toEqual([
      "cancelled by the client",
      "gift voucher: £20.00 back on it",
    ]);
    const email = await cancelledEmail(id);
    expect(email).toContain("£15.00 will be refunded to the card you paid with");
    expect(email).toContain("£20.00 is back on your gift voucher.");
  });

  it("staff cancelling late give the voucher part back whole, whatever they refund to the card", async () => {
    const { id, voucher } = await bookedWithVoucher(2000);
    await startIn(id, 180);
    const cancelled = await staff("POST", `/api/bookings/${id}/cancel`, { reason: "The therapist is ill", refund: "policy" });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", refundPence: 750, voucherBackPence: 2000 });
    expect(await balance(voucher.id)).toBe(2000);
    expect(await cancelledEmail(id)).toContain("£20.00 is back on your gift voucher.");
  });

  it("a late cancellation racing a staff cancellation: one wins, and the voucher gets back what the winner said", async () => {
    const { id, voucher, token } = await bookedWithVoucher(2000);
    await startIn(id, 180);
    const [client, studio] = await Promise.all([cancel(token), staff("POST", `/api/bookings/${id}/cancel`, { reason: "Closed", refund: "none" })]);
    expect([client.status, studio.status].sort()).toEqual([200, 409]);
    const back = client.status === 200 ? 1000 : 2000;
    expect(await balance(voucher.id)).toBe(back);
    expect(await redemptionsOf(id)).toEqual([{ amount_pence: 2000, returned_pence: back, reversed: true }]);
  });
});
