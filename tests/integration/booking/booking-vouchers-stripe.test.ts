import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import type { FakeIntent, FakeStripe } from "../../support/fake-stripe";
import { startStripeApp } from "../../support/stripe-app";
import type { TestApp } from "../../support/test-app";

/*
 * A gift voucher at checkout with Stripe (the real SDK against the local stand-in, docs/decisions/0026): the card
 * payment set up for the full price is cancelled before the voucher pays, the rest gets a payment of its own, and
 * Stripe's events for either, in any order, leave the booking paid once for the right amount.
 */
const WEBHOOK_SECRET = "whsec_test_vouchers";
let fake: FakeStripe;
let app: TestApp;
const stripe = new Stripe("sk_test_unused", { telemetry: false });

let stopStripeApp: () => Promise<void>;
beforeAll(async () => {
  ({ fake, app, close: stopStripeApp } = await startStripeApp(WEBHOOK_SECRET));
});
afterAll(() => stopStripeApp());

let slot = 0;
async function heldBookingWithIntent(): Promise<{ bookingId: string; intent: FakeIntent }> {
  const times = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"];
  const booking = (await (await app.post("/api/bookings", bookingRequest({ preferredDate: nextWeekday("wednesday", 9), preferredTime: times[slot++] }))).json()) as { id: string };
  return { bookingId: booking.id, intent: await intentOf(booking.id) };
}

async function intentOf(bookingId: string): Promise<FakeIntent> {
  const response = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId } });
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
}

async function voucherCode(amountPence: number) {
  const { voucher, code } = await createVoucher(app.database.db, { amountPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
  await activateVoucher(app.database.db, voucher.id);
  return { id: voucher.id, code };
}

let eventCount = 0;
function deliver(type: string, intent: FakeIntent, overrides: Partial<FakeIntent> = {}) {
  const payload = JSON.stringify({
    id: `evt_voucher_${++eventCount}`,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...intent, ...overrides } },
  });
  return fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

const row = async (id: string) => (await app.database.sql`select payment_status, voucher_pence, payment_intent_id from bookings where id = ${id}`)[0]!;
const balance = async (id: string) => (await app.database.sql`select balance_pence from vouchers where id = ${id}`)[0]!.balance_pence as number;

it("the full-price payment is cancelled at Stripe, the rest is a payment of its own, and a late event for the old one changes nothing", async () => {
  const { bookingId, intent: full } = await heldBookingWithIntent();
  expect(full.amount).toBe(3500);
  const voucher = await voucherCode(2000);

  const applied = await app.post(`/api/bookings/${bookingId}/voucher`, { code: voucher.code });
  expect(await applied.json()).toMatchObject({ amountDue: 1500 });
  expect(fake.intents.get(full.id)!.status).toBe("canceled");

  const rest = await intentOf(bookingId);
  expect(rest.id).not.toBe(full.id);
  expect(rest.amount).toBe(1500);
  const create = fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/payment_intents").at(-1)!;
  expect(create.idempotencyKey).toBe(`booking-${bookingId}-1500-after-${full.id}`);

  // Out of order: the old payment's cancellation, then the rest's success twice, then a stray success for the old.
  expect((await deliver("payment_intent.canceled", full, { status: "canceled" })).status).toBe(200);
  expect((await row(bookingId)).payment_status).toBe("unpaid");
  const succeeded = await deliver("payment_intent.succeeded", rest, { status: "succeeded" });
  expect(succeeded.status).toBe(200);
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 2000, payment_intent_id: rest.id });
  await deliver("payment_intent.succeeded", full, { status: "succeeded" });
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", payment_intent_id: rest.id });
  expect(await balance(voucher.id)).toBe(0);
});

it("a card payment that succeeded a moment before the voucher is recorded, and the voucher is left alone", async () => {
  const { bookingId, intent } = await heldBookingWithIntent();
  fake.intents.get(intent.id)!.status = "succeeded";
  const voucher = await voucherCode(2500);
  const applied = await app.post(`/api/bookings/${bookingId}/voucher`, { code: voucher.code });
  expect(applied.status).toBe(409);
  expect(await applied.json()).toMatchObject({ code: "already-paid" });
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 0 });
  expect(await balance(voucher.id)).toBe(2500);
});
