import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRefundKind } from "~/features/booking/changes/refunds.server";
import { strayRefundKind } from "~/features/booking/payments/stray-payments.server";
import { cancellationRefundKind, reconcileOpenPayments, retryDueRefunds } from "~/features/payments/index.server";
import { reconcileOpenJoins } from "~/features/memberships/index.server";
import { refundRetryPolicy } from "~/features/payments";
import { studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { billingFor } from "~/server/payments/billing.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { createTestDatabase } from "../../support/database";
import { startFakeStripe, type FakeIntent, type FakeStripe } from "../../support/fake-stripe";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue 20 item 8, through Stripe's SDK against the stand-in of its API (which refuses what Stripe refuses). A
 * "crash" between Stripe's "payment succeeded" and the site's record is the webhook never applied: the stand-in sends
 * no events here (its webhook is unset), exactly what a server killed before processing it leaves. The sweep's own
 * functions run as main.ts's one-minute timer runs them, with the clock moved by `now` or by the rows' due times.
 */
const env = {
  RATE_LIMIT: "10000/60",
  STRIPE_SECRET_KEY: "sk_test_recovery",
  STRIPE_PUBLISHABLE_KEY: "pk_test_recovery",
  STRIPE_WEBHOOK_SECRET: "whsec_recovery",
};
let fake: FakeStripe;
let app: TestApp;
let staff: ReturnType<typeof asStaff>;
let payments: ReturnType<typeof paymentsFromEnv>;
const emailContext = emailContextFromEnv(parseEnv({ NODE_ENV: "test" }));

beforeAll(async () => {
  fake = await startFakeStripe();
  const database = await createTestDatabase();
  const parsed = parseEnv({ NODE_ENV: "test", ...env, STRIPE_API_URL: fake.url });
  payments = paymentsFromEnv(parsed, database.db);
  app = await startTestApp({ ...env, STRIPE_API_URL: fake.url }, database, { payments });
  staff = asStaff(app, await signInStaff(app));
});
afterAll(async () => {
  await app.close();
  await app.database.drop();
  await fake.close();
});

const freshSlot = freshSlots();
/** A booking held and its card payment set up at Stripe through the checkout's own call. */
async function heldBooking(email = "grace@example.com"): Promise<{ id: string; intent: FakeIntent }> {
  const created = await app.post("/api/bookings", bookingRequest({ email, ...freshSlot() }));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const started = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  return { id, intent: [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)! };
}
/** Paid at Stripe and recorded, as the webhook would, through the page's own check (the booking-confirmed page). */
async function paidBooking(email?: string) {
  const booking = await heldBooking(email);
  fake.succeed(booking.intent.id);
  const again = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: booking.id } });
  expect(again.status).toBe(409);
  return booking;
}
const row = async (id: string) => (await app.database.sql`select status, payment_status, refunded_pence, payment_intent_id from bookings where id = ${id}`)[0]!;
const intentsFor = (bookingId: string) => [...fake.intents.values()].filter((intent) => intent.metadata.bookingId === bookingId);
const refundsAtStripe = (intentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
/** Makes every refund still owed due now (the clock of the retry schedule, moved on instead of waited for). */
const makeRefundsDue = async () => {
  await app.database.sql`update refunds set created_at = created_at - interval '2 minutes', next_attempt_at = now() - interval '1 second' where status = 'pending' and next_attempt_at is not null`;
  await app.database.sql`update stray_payments set created_at = created_at - interval '2 minutes', next_attempt_at = now() - interval '1 second' where status = 'pending' and next_attempt_at is not null`;
};
const inAnHour = () => new Date(Date.now() + 3_600_000);
/** The one refund retry (the retry-refunds job's), narrowed to the kind a test counts. */
const retryKind = (only: string, onError?: (refundId: string) => void) =>
  retryDueRefunds(app.database.db, { card: payments, billing: billingFor(payments, app.database.db), emailContext }, { only, onError: onError && ((_kind, refundId) => onError(refundId)) });

describe("Stripe's state machines in the stand-in", () => {
  it("refuses to cancel a succeeded PaymentIntent, and to refund more than is left, with Stripe's error shape", async () => {
    const { intent } = await paidBooking("machine@example.com");
    await expect(payments.cancel(intent.id)).rejects.toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    expect(fake.intents.get(intent.id)!.status).toBe("succeeded");
    const key = `test-${intent.id}`;
    await expect(payments.refund({ paymentIntentId: intent.id, amountPence: intent.amount + 1, idempotencyKey: key, refundId: "r", metadata: { bookingId: "b" } })).rejects.toMatchObject({ code: "amount_too_large" });
  });
});

describe("a crash between Stripe's success and its record", () => {
  it("the client's retry at the checkout records the payment made instead of taking a second one", async () => {
    const { id, intent } = await heldBooking("retry@example.com");
    fake.succeed(intent.id);
    expect((await row(id)).payment_status).toBe("unpaid");

    const retried = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
    expect(retried.status).toBe(409);
    expect(await retried.json()).toMatchObject({ code: "already-paid" });
    expect(intentsFor(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ payment_status: "paid", payment_intent_id: intent.id });
  });

  it("the sweep records a success nobody came back for, once, and then stops asking", async () => {
    const { id, intent } = await heldBooking("gone@example.com");
    fake.succeed(intent.id);
    await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    expect(await row(id)).toMatchObject({ payment_status: "paid", payment_intent_id: intent.id });
    const [audit] = await app.database.sql`select actor from booking_status_changes where booking_id = ${id} and to_payment_status = 'paid'`;
    expect(audit).toMatchObject({ actor: "payment" });
    expect(await app.database.sql`select 1 from open_payments where payment_intent_id = ${intent.id}`).toHaveLength(0);
    const asked = fake.requests.filter((request) => request.path === `/v1/payment_intents/${intent.id}`).length;
    await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    expect(fake.requests.filter((request) => request.path === `/v1/payment_intents/${intent.id}`).length).toBe(asked);
  });

  it("a payment nothing needs any more (the booking paid at the studio meanwhile) is refunded in full by the sweep", async () => {
    const { id, intent } = await heldBooking("twice@example.com");
    fake.succeed(intent.id);
    // Its record lost, the client paid again at the desk and staff recorded it.
    await app.database.sql`update bookings set payment_intent_id = null, source = 'staff', hold_expires_at = null where id = ${id}`;
    expect((await staff("POST", `/api/bookings/${id}/record-payment`)).status).toBe(200);
    await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    expect(refundsAtStripe(intent.id).map((refund) => [refund.amount, refund.status])).toEqual([[intent.amount, "succeeded"]]);
    expect(await row(id)).toMatchObject({ payment_status: "paid", refunded_pence: 0 });
  });

  it("a payment that succeeded for a hold that lapsed is refunded by the sweep", async () => {
    const { id, intent } = await heldBooking("lapsed@example.com");
    fake.succeed(intent.id);
    await app.database.sql`update bookings set status = 'cancelled', cancellation_reason = 'hold-expired' where id = ${id}`;
    await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    expect(await row(id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: intent.amount });
  });

  it("a gift voucher paid with the buyer gone is activated by the sweep, its emails queued", async () => {
    const today = studioToday();
    const ordered = await app.post("/api/gift-vouchers", { kind: "amount", amount: "40", buyerName: "Ada Buyer", buyerEmail: "ada-sweep@example.com", sendOn: addDays(today, 2) });
    expect(ordered.status).toBe(201);
    const { payment } = (await ordered.json()) as { payment: { clientSecret: string } };
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === payment.clientSecret)!;
    fake.succeed(intent.id);
    await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    const [voucher] = await app.database.sql`select id, status, balance_pence from vouchers where payment_intent_id = ${intent.id}`;
    expect(voucher).toMatchObject({ status: "active", balance_pence: 4000 });
    expect(await app.database.sql`select 1 from outbox where "to" like '%ada-sweep@example.com%'`).toHaveLength(2);
  });
});

describe("a crash between Stripe's success and the record of a membership's first month", () => {
  /** A join through the API, its first month paid at Stripe as Stripe.js pays it: the invoice is paid, no event applied. */
  async function paidJoin(email: string) {
    const joined = await app.post("/api/memberships", { tier: "essential", name: "Ada Member", email });
    expect(joined.status).toBe(201);
    const { membershipId, clientSecret } = (await joined.json()) as { membershipId: string; clientSecret: string };
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
    fake.succeed(intent.id);
    return { membershipId, intent };
  }
  const membership = async (id: string) => (await app.database.sql`select status, started_at, provider_subscription_id from memberships where id = ${id}`)[0]!;
  const billing = () => billingFor(payments, app.database.db);

  it("the sweep starts the membership nobody came back for, audited with the payment, welcomed once, and then stops asking", async () => {
    const { membershipId } = await paidJoin("member-gone@example.com");
    expect(await membership(membershipId)).toMatchObject({ status: "incomplete", started_at: null });

    await reconcileOpenJoins(app.database.db, billing(), emailContext, { now: inAnHour() });
    const started = await membership(membershipId);
    expect(started).toMatchObject({ status: "active", started_at: expect.any(Date) });
    const [audit] = await app.database.sql`select actor, reason from membership_changes where membership_id = ${membershipId} and to_status = 'active'`;
    expect(audit).toMatchObject({ actor: "payment:stripe", reason: expect.stringContaining("invoice.paid") });
    expect(await app.database.sql`select 1 from outbox where "to" = 'member-gone@example.com' and kind = 'membership-welcome'`).toHaveLength(1);

    const subscriptionPath = `/v1/subscriptions/${started.provider_subscription_id}`;
    const asked = fake.requests.filter((request) => request.path === subscriptionPath).length;
    await reconcileOpenJoins(app.database.db, billing(), emailContext, { now: inAnHour() });
    expect(fake.requests.filter((request) => request.path === subscriptionPath).length).toBe(asked);
    expect(await app.database.sql`select 1 from outbox where "to" = 'member-gone@example.com' and kind = 'membership-welcome'`).toHaveLength(1);
  });

  it("a first month paid for a join she then left (she joined again and paid) is refunded in full by the sweep, and she is told", async () => {
    const email = "member-twice@example.com";
    const first = await paidJoin(email);
    // Its record lost, she came back and joined again: the first join is abandoned, the second paid.
    const second = await paidJoin(email);
    expect(await membership(first.membershipId)).toMatchObject({ status: "ended", started_at: null });

    await reconcileOpenJoins(app.database.db, billing(), emailContext, { now: inAnHour() });
    expect(await membership(second.membershipId)).toMatchObject({ status: "active" });
    expect(await membership(first.membershipId)).toMatchObject({ status: "ended", started_at: null });
    expect(refundsAtStripe(first.intent.id).map((refund) => [refund.amount, refund.status])).toEqual([[first.intent.amount, "succeeded"]]);
    expect(refundsAtStripe(second.intent.id)).toEqual([]);
    const [refund] = await app.database.sql`select status, amount_pence, paid_pence from cancellation_refunds where membership_id = ${first.membershipId}`;
    expect(refund).toMatchObject({ status: "succeeded", amount_pence: first.intent.amount, paid_pence: first.intent.amount });
    const [audit] = await app.database.sql`select actor, reason from membership_changes where membership_id = ${first.membershipId} order by created_at desc limit 1`;
    expect(audit).toMatchObject({ actor: "payment:stripe", reason: expect.stringContaining("refunded in full") });
    expect(await app.database.sql`select 1 from outbox where "to" = ${email} and kind = 'membership-payment-returned'`).toHaveLength(1);

    // Asked again, nothing is refunded twice.
    await app.database.sql`insert into open_payments (payment_intent_id, provider, membership_id) select provider_subscription_id, 'stripe', id from memberships where id = ${first.membershipId}`;
    await reconcileOpenJoins(app.database.db, billing(), emailContext, { now: inAnHour() });
    expect(refundsAtStripe(first.intent.id)).toHaveLength(1);
  });
});

describe("a crash between the demo provider's success and the record of a membership's first month", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await startTestApp({ RATE_LIMIT: "10000/60" });
  });
  afterAll(() => demo.close());

  it("the sweep starts the membership whose demo invoice was paid but never applied", async () => {
    const joined = await demo.post("/api/memberships", { tier: "essential", name: "Ada Member", email: "demo-gone@example.com" });
    expect(joined.status).toBe(201);
    const { membershipId } = (await joined.json()) as { membershipId: string };
    // What the card form's payment writes first; killed before the membership heard of it.
    await demo.database.sql`update demo_invoices set status = 'succeeded', card_number = '4242424242424242', attempts = 1, period_start = now(), period_end = now() + interval '1 month' where membership_id = ${membershipId}`;

    await reconcileOpenJoins(demo.database.db, billingFor(paymentsFromEnv(parseEnv({ NODE_ENV: "test" }), demo.database.db), demo.database.db), emailContext, { now: inAnHour() });
    const [member] = await demo.database.sql`select status, started_at from memberships where id = ${membershipId}`;
    expect(member).toMatchObject({ status: "active", started_at: expect.any(Date) });
    const [audit] = await demo.database.sql`select actor from membership_changes where membership_id = ${membershipId} and to_status = 'active'`;
    expect(audit).toMatchObject({ actor: "payment:demo" });
  });
});

describe("a refund Stripe keeps refusing", () => {
  it("does not stop another booking's refund that a crash interrupted; it is given up after its attempts and shown to staff", async () => {
    const stubborn = await paidBooking("stubborn@example.com");
    fake.refuseRefunds.set(stubborn.intent.id, { code: "balance_insufficient", message: "You have insufficient funds in your Stripe account." });
    const cancelled = await staff("POST", `/api/bookings/${stubborn.id}/cancel`, { reason: "illness", refund: "full" });
    expect(cancelled.status).toBe(200);
    const [refused] = await app.database.sql`select status, attempts, last_error from refunds where booking_id = ${stubborn.id}`;
    expect(refused).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("balance_insufficient") });

    // The other refund was written, then its call to Stripe was cut off (the server going down mid-call): owed, not made.
    const interrupted = await paidBooking("interrupted@example.com");
    fake.refuseRefunds.set(interrupted.intent.id, { code: "api_connection_error", message: "the connection closed before Stripe answered" });
    expect((await staff("POST", `/api/bookings/${interrupted.id}/cancel`, { reason: "moved away", refund: "full" })).status).toBe(200);
    expect(await row(interrupted.id)).toMatchObject({ status: "cancelled", payment_status: "paid" });
    fake.refuseRefunds.delete(interrupted.intent.id);

    // The stubborn one is first in line, and refused again: the loop goes on to the next.
    await makeRefundsDue();
    await app.database.sql`update refunds set next_attempt_at = now() - interval '1 hour' where booking_id = ${stubborn.id}`;
    const errors: string[] = [];
    const pass = await retryKind(bookingRefundKind, (refundId) => errors.push(refundId));
    expect(pass).toMatchObject({ asked: 2, refused: 1 });
    expect(await row(interrupted.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: interrupted.intent.amount });
    const [later] = await app.database.sql`select attempts, next_attempt_at > now() as waits from refunds where booking_id = ${stubborn.id}`;
    expect(later).toMatchObject({ attempts: 2, waits: true });

    // Asked again each time it is due, until it is given up: then it waits for staff.
    for (let attempt = 3; attempt <= refundRetryPolicy.maxAttempts; attempt++) {
      await makeRefundsDue();
      await retryKind(bookingRefundKind);
    }
    const [givenUp] = await app.database.sql`select status, attempts, next_attempt_at from refunds where booking_id = ${stubborn.id}`;
    expect(givenUp).toMatchObject({ status: "pending", attempts: refundRetryPolicy.maxAttempts, next_attempt_at: null });
    await makeRefundsDue();
    expect(await retryKind(bookingRefundKind)).toMatchObject({ asked: 0 });

    const dashboard = await staff("GET", "/api/refunds/stuck");
    expect(dashboard.status).toBe(200);
    const stuck = (await dashboard.json()) as { refunds: { bookingId: string; state: string; lastError: string; advice: string }[] };
    expect(stuck.refunds).toContainEqual(expect.objectContaining({ bookingId: stubborn.id, state: "given-up", lastError: expect.stringContaining("insufficient funds") }));
    expect(stuck.refunds.map((refund) => refund.bookingId)).not.toContain(interrupted.id);
  });

  it("a stray payment's refund that fails at the bank is shown to staff", async () => {
    const { id, intent } = await heldBooking("stray-fail@example.com");
    fake.succeed(intent.id);
    await app.database.sql`update bookings set payment_intent_id = null, source = 'staff', hold_expires_at = null where id = ${id}`;
    expect((await staff("POST", `/api/bookings/${id}/record-payment`)).status).toBe(200);
    fake.refundStatus = "failed";
    try {
      await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
    } finally {
      fake.refundStatus = "succeeded";
    }
    const [stray] = await app.database.sql`select status from stray_payments where payment_intent_id = ${intent.id}`;
    expect(stray).toMatchObject({ status: "failed" });
    await makeRefundsDue();
    expect(await retryKind(strayRefundKind)).toMatchObject({ asked: 0 });
    const stuck = (await (await staff("GET", "/api/refunds/stuck")).json()) as { refunds: { bookingId: string; kind: string; state: string }[] };
    expect(stuck.refunds).toContainEqual(expect.objectContaining({ bookingId: id, kind: "stray", state: "failed" }));
  });

  it("a 14-day cancellation's refund is asked again on its own schedule: given up after its attempts, never stopping another's", async () => {
    /** A gift voucher bought online and paid at Stripe, then cancelled by its buyer within the 14 days. */
    const cancelledVoucher = async (buyerEmail: string, refusal: { code: string; message: string }) => {
      const ordered = await app.post("/api/gift-vouchers", { kind: "amount", amount: "30", buyerName: "Ada Buyer", buyerEmail });
      const { voucherUrl, payment } = (await ordered.json()) as { voucherUrl: string; payment: { clientSecret: string } };
      const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === payment.clientSecret)!;
      fake.succeed(intent.id);
      await reconcileOpenPayments(app.database.db, payments, emailContext, { now: inAnHour() });
      fake.refuseRefunds.set(intent.id, refusal);
      const cancelled = await app.post(`/api/gift-vouchers/${voucherUrl.split("/").at(-1)}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ status: "void", refundPence: 3000, refundStatus: "pending" });
      const [voucher] = await app.database.sql`select id from vouchers where payment_intent_id = ${intent.id}`;
      return { voucherId: voucher!.id as string, intent };
    };
    const refundOf = async (voucherId: string) =>
      (await app.database.sql`select status, attempts, last_error, next_attempt_at, next_attempt_at > now() as waits from cancellation_refunds where voucher_id = ${voucherId}`)[0]!;
    const makeDue = () =>
      app.database.sql`update cancellation_refunds set created_at = created_at - interval '2 minutes', next_attempt_at = now() - interval '1 second' where status = 'pending' and next_attempt_at is not null`;

    const stubborn = await cancelledVoucher("stubborn-voucher@example.com", { code: "balance_insufficient", message: "You have insufficient funds in your Stripe account." });
    expect(await refundOf(stubborn.voucherId)).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("balance_insufficient"), waits: true });
    const interrupted = await cancelledVoucher("interrupted-voucher@example.com", { code: "api_connection_error", message: "the connection closed before Stripe answered" });
    fake.refuseRefunds.delete(interrupted.intent.id);

    await makeDue();
    const refused: string[] = [];
    expect(await retryKind(cancellationRefundKind, (refundId) => refused.push(refundId))).toEqual({ asked: 2, refused: 1 });
    expect(refused).toHaveLength(1);
    expect(await refundOf(interrupted.voucherId)).toMatchObject({ status: "succeeded", next_attempt_at: null });
    expect(refundsAtStripe(interrupted.intent.id)).toEqual([expect.objectContaining({ amount: 3000, status: "succeeded" })]);
    expect(await refundOf(stubborn.voucherId)).toMatchObject({ status: "pending", attempts: 2, waits: true });
    // Not due yet: not asked.
    expect(await retryKind(cancellationRefundKind)).toEqual({ asked: 0, refused: 0 });

    for (let attempt = 3; attempt <= refundRetryPolicy.maxAttempts; attempt++) {
      await makeDue();
      await retryKind(cancellationRefundKind);
    }
    expect(await refundOf(stubborn.voucherId)).toMatchObject({ status: "pending", attempts: refundRetryPolicy.maxAttempts, next_attempt_at: null });
    await makeDue();
    expect(await retryKind(cancellationRefundKind)).toEqual({ asked: 0, refused: 0 });
    expect(refundsAtStripe(stubborn.intent.id)).toEqual([]);
  });
});
