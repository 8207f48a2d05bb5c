import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationPeriod, changePolicy, earlyStartRequest } from "~/features/booking";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";

/*
 * The 14-day right to cancel a booking (Consumer Contracts Regulations 2013; docs/decisions/0035) through the API, on
 * the real server, database and demo provider: her express request to start inside the period, and what a
 * cancellation inside and after the period gives back.
 */
let database: TestDatabase;
let app: DemoApp;

beforeAll(async () => {
  app = await startDemoApp();
  ({ database } = app);
});
afterAll(() => app.close());

const HENNA = [{ id: "henna-brows", type: "service" }]; // £35
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const bookingCount = async () => (await database.sql`select count(*)::int as n from bookings`)[0]!.n as number;
/** Inside the cancellation period, past the 72 hours' lead time whatever the hour; or well after the period. */
const freshSlot = freshSlots({ minDays: 4 });
const afterThePeriod = { minDays: 20 };

async function paidBooking(voucherPence = 0) {
  const created = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: HENNA, email: "ivy@example.com", name: "Ivy Moss" }));
  expect(created.status).toBe(201);
  const { id, manageUrl } = await json<{ id: string; manageUrl: string }>(created);
  if (voucherPence > 0) {
    const { voucher, code } = await createVoucher(database.db, { amountPence: voucherPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
    await activateVoucher(database.db, voucher.id);
    expect((await app.post(`/api/bookings/${id}/voucher`, { code: formatVoucherCode(code) })).status).toBe(200);
  }
  const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  return { id, token: manageUrl.split("/bookings/manage/")[1]! };
}

/** The API books on the real clock: the appointment is moved to a few hours from now (two apart, so none overlap). */
const startIn = nearStarts(() => database.sql, { spaced: true });
const startsInThreeHours = (id: string, booked: { bookedDaysAgo: number }) => startIn(id, 180, booked);

describe("reg 36(1): her express request to start inside the cancellation period", () => {
  it("a booking inside the 14 days without earlyStartRequested is a 400 on that field and stores nothing", async () => {
    const before = await bookingCount();
    for (const earlyStartRequested of [undefined, false, "false"]) {
      const response = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), earlyStartRequested }));
      expect(response.status, String(earlyStartRequested)).toBe(400);
      expect(await json(response)).toMatchObject({ code: "early-start-required", fieldErrors: { earlyStartRequested: [earlyStartRequest.required] } });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("with it, the booking records the request's time and its wording's version", async () => {
    const sent = Date.now();
    const response = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), earlyStartRequested: true }));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const [row] = await database.sql`select early_start_requested_at, early_start_wording, created_at from bookings where id = ${id}`;
    expect(row!.early_start_wording).toBe(earlyStartRequest.version);
    const requestedAt = (row!.early_start_requested_at as Date).getTime();
    expect(requestedAt).toBeGreaterThanOrEqual(sent - 1000);
    expect(requestedAt).toBeLessThanOrEqual(Date.now());
  });

  it("a booking after the 14 days is not asked: without the request it is made, and nothing is recorded", async () => {
    const slot = freshSlot(afterThePeriod);
    expect(slot.preferredDate > addDays(studioToday(), cancellationPeriod.days)).toBe(true);
    const response = await app.post("/api/bookings", bookingRequest({ ...slot, earlyStartRequested: undefined }));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const [row] = await database.sql`select early_start_requested_at, early_start_wording from bookings where id = ${id}`;
    expect(row).toEqual({ early_start_requested_at: null, early_start_wording: null });
  });
});

describe("what a client's cancellation gives back, by the cancellation period (docs/decisions/0035)", () => {
  it("reg 34/36(4): cancelled 3 hours before, 3 days after booking, nothing has been supplied: card and voucher back in full", async () => {
    const { id, token } = await paidBooking(1500);
    await startsInThreeHours(id, { bookedDaysAgo: 3 });
    const manage = await json<{ choices: { cancel: unknown; reschedule: { allowed: boolean } } }>(await fetch(`${app.baseUrl}/api/bookings/manage/${token}`));
    expect(manage.choices.cancel).toEqual({ allowed: true, refundPence: 2000, voucherBackPence: 1500 });
    // The right is to cancel; a late move still goes through the studio.
    expect(manage.choices.reschedule.allowed).toBe(false);

    const cancelled = await app.post(`/api/bookings/manage/${token}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundPence: 2000, voucherBackPence: 1500, refundedPence: 2000 });
    const [email] = await database.sql`select text from outbox where booking_id = ${id} and kind = 'booking-cancelled'`;
    expect(email!.text).toContain("£20.00 will be refunded to the card you paid with");
    expect(email!.text).toContain("£15.00 is back on your gift voucher.");
  });

  it("reg 30: booked 15 days ago, the period is over, and a late cancellation keeps the late share", async () => {
    const { id, token } = await paidBooking();
    await startsInThreeHours(id, { bookedDaysAgo: cancellationPeriod.days + 1 });
    const share = Math.floor((3500 * changePolicy.lateCancelRefundPercent) / 100);
    const cancelled = await app.post(`/api/bookings/manage/${token}/cancel`, {});
    expect(await json(cancelled)).toMatchObject({ status: "cancelled", paymentStatus: "partially_refunded", refundPence: share });
  });
});
