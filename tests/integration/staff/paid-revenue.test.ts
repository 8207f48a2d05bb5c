import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardStatsQuery } from "~/features/staff/admin.server";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { asStaff, signInStaff } from "../../support/test-app";

/*
 * The dashboard's "Paid revenue this month" (docs/decisions/0031): what clients actually paid, by card and gift
 * voucher, for the bookings paid this month, less card refunds and voucher amounts given back. Bookings are made,
 * paid, refunded and cancelled through the real API; only a member's included treatment is written directly.
 */
let database: TestDatabase;
let app: DemoApp;
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  app = await startDemoApp();
  ({ database } = app);
  staff = asStaff(app, await signInStaff(app, "ada", "what the studio took 2026"));
});
afterAll(() => app.close());

const freshSlot = freshSlots();
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

/** A booking of `items` (Henna £35 or Wax £20), part paid by a voucher worth `voucherPence`, the rest by card. */
async function paidBooking(item: "henna-brows" | "cloud-wax", voucherPence = 0) {
  const created = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: [{ id: item, type: "service" }], email: "zoe@example.com" }));
  expect(created.status).toBe(201);
  const { id, manageUrl } = await json<{ id: string; manageUrl: string }>(created);
  if (voucherPence > 0) {
    const { voucher, code } = await createVoucher(database.db, { amountPence: voucherPence, buyerName: "Ada", buyerEmail: "ada@example.com" });
    await activateVoucher(database.db, voucher.id);
    expect((await app.post(`/api/bookings/${id}/voucher`, { code: formatVoucherCode(code) })).status).toBe(200);
  }
  const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  return { id, token: manageUrl.split("/bookings/manage/")[1]! };
}

const revenue = async () => {
  const stats = await staff("GET", "/api/admin/stats");
  expect(stats.status).toBe(200);
  return (await json<{ revenueThisMonthPence: number }>(stats)).revenueThisMonthPence;
};

describe("paid revenue this month", () => {
  it("counts what clients paid by card and voucher, less refunds and voucher parts given back, never a membership's part", async () => {
    expect(await revenue()).toBe(0);

    // Card only: £20.
    await paidBooking("cloud-wax");
    // £35: £20 by voucher, £15 by card.
    await paidBooking("henna-brows", 2000);
    // A member's included treatment: £35 on the price, nothing paid.
    await database.sql`insert into bookings (name, email, phone, service, status, total_pence, member_pence, payment_status, paid_at)
      values ('Mia Member', 'mia@example.com', '07700 900111', 'Dream Shade', 'confirmed', 3500, 3500, 'paid', now())`;
    // £35 by card, £10 refunded by staff: £25.
    const refunded = await paidBooking("henna-brows");
    const refund = await staff("POST", `/api/bookings/${refunded.id}/refund`, { amountPence: 1000, reason: "goodwill" });
    expect(refund.status).toBe(200);
    // £35: £20 by voucher, £15 by card, booked 15 days ago (past its cancellation period) and cancelled by the client
    // 3 hours ahead: £7.50 refunded, £10 back on the voucher, so £17.50 kept.
    const late = await paidBooking("henna-brows", 2000);
    await nearStarts(() => database.sql)(late.id, 180, { bookedDaysAgo: 15 });
    expect(await json(await app.post(`/api/bookings/manage/${late.token}/cancel`, {}))).toMatchObject({ refundPence: 750, voucherBackPence: 1000 });
    // Paid last month: not this month's.
    const earlier = await paidBooking("cloud-wax");
    await database.sql`update bookings set paid_at = date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London' - interval '1 hour' where id = ${earlier.id}`;

    expect(await revenue()).toBe(2000 + 3500 + 0 + 2500 + 1750);
  });

  it("is one statement that reads the paid_at index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // A table this small is cheaper to scan: the planner is asked what it would do with one worth indexing.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain (costs off) ${dashboardStatsQuery()}`);
      return rows.map((row) => String((row as Record<string, unknown>)["QUERY PLAN"])).join("\n");
    });
    expect(plan).toContain("bookings_paid_at_idx");
  });
});

describe("awaiting confirmation", () => {
  const awaiting = async () => (await json<{ awaitingConfirmation: number }>(await staff("GET", "/api/admin/stats"))).awaitingConfirmation;

  it("counts what staff can still confirm: not a paid booking (its payment confirmed it), nor a hold waiting for its payment", async () => {
    const before = await awaiting();
    const wax = [{ id: "cloud-wax", type: "service" }];
    const held = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: wax, email: "held@example.com" }));
    expect(held.status).toBe(201);
    expect(await awaiting()).toBe(before);

    const paid = await json<{ id: string }>(await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: wax, email: "paid@example.com" })));
    const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: paid.id } }));
    expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    expect(await awaiting()).toBe(before);

    // A booking staff made for payment at the studio waits for them to confirm it.
    const phone = await staff("POST", "/api/admin/bookings", { name: "Walk In", email: "walkin@example.com", phone: "07700 900222", items: wax, ...freshSlot(), payment: "studio" });
    expect(phone.status).toBe(201);
    expect(await awaiting()).toBe(before + 1);
  });
});
