import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailContextFromEnv } from "~/server/email-context.server";
import { backgroundJobs } from "~/server/background-jobs.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { billingFor } from "~/server/payments/billing.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { createTestDatabase } from "../../support/database";
import { startFakeStripe, type FakeIntent, type FakeStripe } from "../../support/fake-stripe";
import { eventually } from "../../support/members";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/**
 * One refund service and one retry (docs/decisions/0078), through Stripe's SDK against its stand-in with its webhook
 * delivered: a booking's refund, a payment the booking did not need, a gift voucher's and a membership's 14-day
 * cancellation, each refused by Stripe when first asked, are all asked again by the one `retry-refunds` job, as the
 * server runs it, each on its own, and each is made once under the key it was first asked with.
 */
const WEBHOOK_SECRET = "whsec_refund_service";
const env = { RATE_LIMIT: "10000/60", STRIPE_SECRET_KEY: "sk_test_refund_service", STRIPE_PUBLISHABLE_KEY: "pk_test_refund_service", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
let fake: FakeStripe;
let app: TestApp;
let staff: ReturnType<typeof asStaff>;
let retryRefunds: () => Promise<unknown>;

beforeAll(async () => {
  fake = await startFakeStripe();
  const database = await createTestDatabase();
  const parsed = parseEnv({ NODE_ENV: "test", ...env, STRIPE_API_URL: fake.url });
  const payments = paymentsFromEnv(parsed, database.db);
  app = await startTestApp({ ...env, STRIPE_API_URL: fake.url }, database, { payments });
  fake.webhook = { url: `${app.baseUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
  staff = asStaff(app, await signInStaff(app));
  const jobs = backgroundJobs({
    db: database.db,
    payments,
    billing: billingFor(payments, database.db),
    emailContext: emailContextFromEnv(parsed),
    bookingSettings: bookingSettingsFromEnv(parsed),
    logger: createLogger("silent"),
    consultationRetentionYears: 8,
    offerIntervalMs: 60_000,
  });
  retryRefunds = jobs.find((job) => job.name === "retry-refunds")!.run.bind(null, {});
  expect(jobs.map((job) => job.name).filter((name) => name.includes("refund"))).toEqual(["retry-refunds"]);
});
afterAll(async () => {
  await app.close();
  await app.database.drop();
  await fake.close();
});

const refusal = { code: "balance_insufficient", message: "You have insufficient funds in your Stripe account." };
const intentBySecret = (secret: string) => [...fake.intents.values()].find((candidate) => candidate.client_secret === secret)!;
const freshSlot = freshSlots();

async function heldBooking(email: string): Promise<{ id: string; intent: FakeIntent }> {
  const created = await app.post("/api/bookings", bookingRequest({ email, ...freshSlot() }));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const started = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
  return { id, intent: intentBySecret(((await started.json()) as { clientSecret: string }).clientSecret) };
}

const paymentStatus = async (id: string) => (await app.database.sql`select payment_status from bookings where id = ${id}`)[0]!.payment_status as string;

/** Each kind's row, as the one retry keeps it. */
const rows = async (ids: { booking: string; stray: string; voucher: string; membership: string }) => ({
  booking: (await app.database.sql`select status, attempts from refunds where booking_id = ${ids.booking}`)[0],
  stray: (await app.database.sql`select status, attempts from stray_payments where payment_intent_id = ${ids.stray}`)[0],
  voucher: (await app.database.sql`select status, attempts from cancellation_refunds where voucher_id = ${ids.voucher}`)[0],
  membership: (await app.database.sql`select status, attempts from cancellation_refunds where membership_id = ${ids.membership}`)[0],
});
const makeDue = async () => {
  for (const table of ["refunds", "stray_payments", "cancellation_refunds"]) {
    await app.database.sql`update ${app.database.sql(table)} set created_at = created_at - interval '2 minutes', next_attempt_at = now() - interval '1 second' where status = 'pending' and next_attempt_at is not null`;
  }
};
const refundsAt = (intentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);
const keysAsked = (intentId: string) => fake.requests.filter((request) => request.path === "/v1/refunds" && request.body.get("payment_intent") === intentId).map((request) => request.idempotencyKey);

describe("one refund service, one retry", () => {
  it("retries every kind's refused refund through the one job, each on its own, and each is made once under its first key", async () => {
    // A booking's refund: paid by card, cancelled by staff, Stripe refusing.
    const booking = await heldBooking("booking-refund@example.com");
    fake.succeed(booking.intent.id);
    await eventually(async () => (await paymentStatus(booking.id)) === "paid", "the booking's payment");
    fake.refuseRefunds.set(booking.intent.id, refusal);
    expect((await staff("POST", `/api/bookings/${booking.id}/cancel`, { reason: "illness", refund: "full" })).status).toBe(200);

    // A payment the booking did not need: paid at the studio, then its card payment arrives (0032).
    const stray = await heldBooking("stray-refund@example.com");
    await app.database.sql`update bookings set payment_intent_id = null, source = 'staff', hold_expires_at = null where id = ${stray.id}`;
    expect((await staff("POST", `/api/bookings/${stray.id}/record-payment`)).status).toBe(200);
    fake.refuseRefunds.set(stray.intent.id, refusal);
    fake.succeed(stray.intent.id);
    await eventually(async () => (await app.database.sql`select attempts from stray_payments where payment_intent_id = ${stray.intent.id}`)[0]?.attempts === 1, "the stray payment's refused refund");

    // A gift voucher cancelled by its buyer within the 14 days.
    const ordered = await app.post("/api/gift-vouchers", { kind: "amount", amount: "30", buyerName: "Ada Buyer", buyerEmail: "voucher-refund@example.com" });
    const { voucherUrl, payment } = (await ordered.json()) as { voucherUrl: string; payment: { clientSecret: string } };
    const voucherIntent = intentBySecret(payment.clientSecret);
    fake.succeed(voucherIntent.id);
    const voucherId = await eventually(
      async () => (await app.database.sql`select id from vouchers where payment_intent_id = ${voucherIntent.id} and paid_at is not null`)[0]?.id as string | undefined,
      "the voucher's payment",
    );
    fake.refuseRefunds.set(voucherIntent.id, refusal);
    const cancelledVoucher = await app.post(`/api/gift-vouchers/${voucherUrl.split("/").at(-1)}/cancel`, {});
    expect(await cancelledVoucher.json()).toMatchObject({ status: "void", refundPence: 3000, refundStatus: "pending" });

    // A membership staff cancel within her 14 days: its first payment is the billing provider's to refund.
    const joined = await app.post("/api/memberships", { tier: "essential", name: "Ada Member", email: "member-refund@example.com" });
    expect(joined.status).toBe(201);
    const { membershipId, clientSecret } = (await joined.json()) as { membershipId: string; clientSecret: string };
    const memberIntent = intentBySecret(clientSecret);
    const paid = await fetch(`${fake.url}/v1/payment_intents/${memberIntent.id}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: env.STRIPE_PUBLISHABLE_KEY, client_secret: clientSecret, "payment_method_data[card][number]": "4242424242424242" }).toString(),
    });
    expect(paid.status).toBe(200);
    await eventually(async () => (await app.database.sql`select status from memberships where id = ${membershipId}`)[0]?.status === "active", "the membership to start");
    fake.refuseRefunds.set(memberIntent.id, refusal);
    const cancelledMember = await staff("POST", `/api/memberships/${membershipId}/cancel`, {});
    expect(cancelledMember.status).toBe(200);
    expect(await cancelledMember.json()).toMatchObject({ status: "ended", refund: { status: "pending" } });

    const ids = { booking: booking.id, stray: stray.intent.id, voucher: voucherId, membership: membershipId };
    const refusedOnce = { status: "pending", attempts: 1 };
    expect(await rows(ids)).toEqual({ booking: refusedOnce, stray: refusedOnce, voucher: refusedOnce, membership: refusedOnce });

    // Stripe takes all but the booking's now: the one job asks every kind, and the booking's refusal stops none.
    for (const intent of [stray.intent, voucherIntent, memberIntent]) fake.refuseRefunds.delete(intent.id);
    await makeDue();
    expect(await retryRefunds()).toEqual({ asked: 4, refused: 1 });
    const made = { status: "succeeded", attempts: 1 };
    expect(await rows(ids)).toEqual({ booking: { status: "pending", attempts: 2 }, stray: made, voucher: made, membership: made });

    fake.refuseRefunds.delete(booking.intent.id);
    await makeDue();
    expect(await retryRefunds()).toEqual({ asked: 1, refused: 0 });
    expect(await rows(ids)).toMatchObject({ booking: { status: "succeeded", attempts: 2 } });
    expect(await paymentStatus(booking.id)).toBe("refunded");
    await makeDue();
    expect(await retryRefunds()).toEqual({ asked: 0, refused: 0 });

    // Each refund made once at Stripe, every ask of it under the one key it was first asked with.
    for (const intent of [booking.intent, stray.intent, voucherIntent, memberIntent]) {
      expect(refundsAt(intent.id)).toHaveLength(1);
      const keys = keysAsked(intent.id);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
    }
    const receipts = await app.database.sql`select "to" from outbox where kind = 'refund-receipt'`;
    expect(receipts.map((receipt) => receipt.to).sort()).toEqual(["booking-refund@example.com", "stray-refund@example.com"]);
  });
});
