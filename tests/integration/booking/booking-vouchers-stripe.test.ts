import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
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

const freshSlot = freshSlots({ minDays: 9 });
async function heldBookingWithIntent(): Promise<{ bookingId: string; intent: FakeIntent }> {
  const booking = (await (await app.post("/api/bookings", bookingRequest(freshSlot()))).json()) as { id: string };
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

/*
 * The race of decision 0032: a card payment being confirmed in one tab while a voucher goes on or comes off in
 * another succeeds for the old amount after the route has cancelled it. No money may stay at Stripe that the diary
 * does not account for.
 */
const audit = async (id: string) => (await app.database.sql`select actor, reason from booking_status_changes where booking_id = ${id} order by changed_at`).map((change) => `${change.actor}: ${change.reason}`);
const refundsOf = (intentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
const refundEmails = async (id: string) => app.database.sql`select subject, text from outbox where booking_id = ${id} and kind = 'refund-receipt'`;
/** Stripe's payment succeeding after all: the route's cancellation lost the race with the bank's confirmation. */
const succeedAnyway = (intent: FakeIntent) => {
  fake.intents.get(intent.id)!.status = "succeeded";
  return deliver("payment_intent.succeeded", intent, { status: "succeeded" });
};

it("a full-price payment that succeeds after a voucher went on takes the voucher off and pays the booking by card; the rest's payment is cancelled, and refunded if it succeeds too", async () => {
  const { bookingId, intent: full } = await heldBookingWithIntent();
  const voucher = await voucherCode(2000);
  expect((await app.post(`/api/bookings/${bookingId}/voucher`, { code: voucher.code })).status).toBe(200);
  const rest = await intentOf(bookingId);
  expect(await balance(voucher.id)).toBe(0);

  expect((await succeedAnyway(full)).status).toBe(200);
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 0, payment_intent_id: full.id });
  expect(await balance(voucher.id)).toBe(2000);
  expect((await app.database.sql`select reversed_at from voucher_redemptions where booking_id = ${bookingId}`)[0]!.reversed_at).not.toBeNull();
  expect(await audit(bookingId)).toContainEqual(`payment: gift voucher taken off: card payment ${full.id} paid the whole £35.00 (£20.00 back on the voucher)`);
  expect(fake.intents.get(rest.id)!.status).toBe("canceled");
  expect(refundsOf(full.id)).toEqual([]);

  // The rest's payment had got through as well: the booking is paid, so it goes back in full, once.
  expect((await succeedAnyway(rest)).status).toBe(200);
  await deliver("payment_intent.succeeded", rest, { status: "succeeded" });
  expect(refundsOf(rest.id).map((refund) => [refund.amount, refund.status])).toEqual([[1500, "succeeded"]]);
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 0, payment_intent_id: full.id });
  expect((await app.database.sql`select refunded_pence from bookings where id = ${bookingId}`)[0]!.refunded_pence).toBe(0);
  expect(await app.database.sql`select amount_pence, reason, status from stray_payments where booking_id = ${bookingId}`).toEqual([
    { amount_pence: 1500, reason: "already-paid", status: "succeeded" },
  ]);
  const emails = await refundEmails(bookingId);
  expect(emails).toHaveLength(1);
  expect(emails[0]!.text).toContain("after it had already been paid, so we have refunded it in full");
});

it("a payment for the rest that succeeds after the voucher came off is refunded in full; the booking waits for the whole amount", async () => {
  const { bookingId } = await heldBookingWithIntent();
  const voucher = await voucherCode(2000);
  expect((await app.post(`/api/bookings/${bookingId}/voucher`, { code: voucher.code })).status).toBe(200);
  const rest = await intentOf(bookingId);
  const removed = await fetch(`${app.baseUrl}/api/bookings/${bookingId}/voucher`, { method: "DELETE" });
  expect(await removed.json()).toMatchObject({ amountDue: 3500 });
  const whole = await intentOf(bookingId);
  expect(whole.amount).toBe(3500);

  expect((await succeedAnyway(rest)).status).toBe(200);
  expect(await row(bookingId)).toMatchObject({ payment_status: "unpaid", voucher_pence: 0, payment_intent_id: whole.id });
  expect(refundsOf(rest.id).map((refund) => [refund.amount, refund.status])).toEqual([[1500, "succeeded"]]);
  expect(await audit(bookingId)).toContainEqual(`system: card payment ${rest.id} of £15.00 not needed (amount-mismatch): refunded in full`);
  const [email] = await refundEmails(bookingId);
  expect(email!.subject).toContain("£15.00");
  expect(email!.text).toContain("a gift voucher had changed what was left to pay");
  expect(await balance(voucher.id)).toBe(2000);

  // The booking is paid as usual by the payment for the whole amount.
  expect((await succeedAnyway(whole)).status).toBe(200);
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", payment_intent_id: whole.id });
  expect(refundsOf(whole.id)).toEqual([]);
});

it("a card payment that succeeds after a voucher paid it all is refunded in full; the booking stays paid by the voucher, even when Stripe reports the refund", async () => {
  const { bookingId, intent: full } = await heldBookingWithIntent();
  const voucher = await voucherCode(5000);
  expect(await (await app.post(`/api/bookings/${bookingId}/voucher`, { code: voucher.code })).json()).toMatchObject({ amountDue: 0 });
  expect((await app.post(`/api/bookings/${bookingId}/voucher/confirm`, {})).status).toBe(200);
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 3500 });

  expect((await succeedAnyway(full)).status).toBe(200);
  expect(refundsOf(full.id).map((refund) => [refund.amount, refund.status])).toEqual([[3500, "succeeded"]]);
  // The booking no longer names the payment, so the refund's events never count against it.
  expect(await row(bookingId)).toMatchObject({ payment_status: "paid", voucher_pence: 3500, payment_intent_id: null });
  const payload = JSON.stringify({
    id: `evt_voucher_${++eventCount}`,
    object: "event",
    type: "charge.refunded",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "ch_stray", object: "charge", payment_intent: full.id, amount: 3500, amount_refunded: 3500 } },
  });
  const refunded = await fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
  expect(refunded.status).toBe(200);
  expect(await app.database.sql`select payment_status, refunded_pence from bookings where id = ${bookingId}`).toEqual([{ payment_status: "paid", refunded_pence: 0 }]);
  expect(await app.database.sql`select id from refunds where booking_id = ${bookingId}`).toEqual([]);
  expect(await refundEmails(bookingId)).toHaveLength(1);
  expect(await balance(voucher.id)).toBe(1500);
});
