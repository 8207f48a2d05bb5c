import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientChoices, refundablePence } from "~/features/booking";
import { createStaffUser } from "~/features/team/index.server";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import { startFakeStripe, type FakeIntent, type FakeStripe } from "../../support/fake-stripe";
import { startTestApp, type TestApp } from "../../support/test-app";

/** Refunds through Stripe's real SDK against the local stand-in of its API, and its refund webhooks. */
const WEBHOOK_SECRET = "whsec_refunds_integration";
const PASSWORD = "stripe refunds staff 2026";
let fake: FakeStripe;
let app: TestApp;
let cookie: string;
const stripe = new Stripe("sk_test_unused", { telemetry: false });

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({
    RATE_LIMIT: "10000/60",
    STRIPE_SECRET_KEY: "sk_test_refunds",
    STRIPE_PUBLISHABLE_KEY: "pk_test_refunds",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  await createStaffUser(app.database.db, "ada", PASSWORD);
  cookie = (await app.post("/api/auth/login", { username: "ada", password: PASSWORD })).headers.get("set-cookie")!.split(";")[0]!;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const freshSlot = freshSlots();
async function paidBooking(): Promise<{ id: string; intent: FakeIntent; manage: string }> {
  const created = (await (await app.post("/api/bookings", bookingRequest(freshSlot()))).json()) as { id: string; manageUrl: string };
  const { clientSecret } = (await (await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: created.id } })).json()) as { clientSecret: string };
  const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
  intent.status = "succeeded";
  expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
  return { id: created.id, intent, manage: `/api/bookings/manage/${created.manageUrl.split("/bookings/manage/")[1]}` };
}

let events = 0;
const event = (type: string, object: object) =>
  JSON.stringify({ id: `evt_r${++events}_${Date.now()}`, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object } });
const deliver = (payload: string) =>
  fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
const staffPost = (path: string, body: unknown) =>
  fetch(`${app.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
const row = async (id: string) => (await app.database.sql`select status, payment_status, refunded_pence from bookings where id = ${id}`)[0]!;
const receipts = async (id: string) => (await app.database.sql`select 1 from outbox where booking_id = ${id} and kind = 'refund-receipt'`).length;
const charge = (intent: FakeIntent) => ({ id: `ch_${intent.id}`, object: "charge", payment_intent: intent.id, amount: intent.amount, amount_refunded: 0 });

describe("refunds through Stripe", () => {
  it("a staff refund creates a Stripe refund with an idempotency key and metadata; duplicate charge.refunded events change nothing", async () => {
    const { id, intent } = await paidBooking();
    const answer = await staffPost(`/api/bookings/${id}/refund`, { amountPence: 1500, reason: "a shorter treatment" });
    expect(answer.status).toBe(200);
    const created = fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/refunds");
    expect(created.at(-1)!.idempotencyKey).toMatch(/^refund-/);
    const refund = [...fake.refunds.values()].find((candidate) => candidate.payment_intent === intent.id)!;
    expect(refund).toMatchObject({ amount: 1500, metadata: { bookingId: id } });
    expect(await row(id)).toMatchObject({ payment_status: "partially_refunded", refunded_pence: 1500 });
    for (let i = 0; i < 2; i++) expect((await deliver(event("charge.refunded", charge(intent)))).status).toBe(200);
    expect(await row(id)).toMatchObject({ payment_status: "partially_refunded", refunded_pence: 1500 });
    expect(await receipts(id)).toBe(1);
  });

  it("a refund Stripe reports pending settles on its webhook, whatever order the events come in", async () => {
    const { id, intent } = await paidBooking();
    fake.refundStatus = "pending";
    try {
      expect((await staffPost(`/api/bookings/${id}/cancel`, { reason: "illness", refund: "full" })).status).toBe(200);
    } finally {
      fake.refundStatus = "succeeded";
    }
    expect(await row(id)).toMatchObject({ status: "cancelled", payment_status: "paid", refunded_pence: 0 });
    const refund = [...fake.refunds.values()].find((candidate) => candidate.payment_intent === intent.id)!;
    const stalePending = event("refund.updated", { ...refund });
    refund.status = "succeeded";
    expect((await deliver(event("charge.refunded", charge(intent)))).status).toBe(200);
    // The older "pending" event arrives last: the refund stays made.
    expect((await deliver(stalePending)).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
    expect(await receipts(id)).toBe(1);
  });

  describe("while a staff refund is still pending, the manage link offers what cancelling then refunds", () => {
    const offerThenCancel = async (staffRefundPence: number, startsInHours?: number) => {
      const { id, manage } = await paidBooking();
      if (startsInHours !== undefined) {
        await nearStarts(() => app.database.sql)(id, startsInHours * 60);
      }
      fake.refundStatus = "pending";
      try {
        expect((await staffPost(`/api/bookings/${id}/refund`, { amountPence: staffRefundPence, reason: "goodwill" })).status).toBe(200);
        expect(await row(id)).toMatchObject({ payment_status: "paid", refunded_pence: 0 }); // not settled yet
        const offer = ((await (await fetch(`${app.baseUrl}${manage}`)).json()) as { choices: { cancel: { refundPence: number } } }).choices.cancel.refundPence;
        // The staff list's row is what the dashboard's cancel dialog reads: its "policy's amount" is the same offer.
        const listed = (await (await fetch(`${app.baseUrl}/api/bookings?limit=100`, { headers: { cookie } })).json()) as Parameters<typeof refundablePence>[0][];
        const card = listed.find((candidate) => (candidate as unknown as { id: string }).id === id)!;
        const policy = clientChoices(card as Parameters<typeof clientChoices>[0], new Date()).cancel;
        const staffOffer = Math.min(refundablePence(card), policy.allowed ? policy.refundPence : 0);
        expect(staffOffer).toBe(offer);
        const cancelled = await app.post(`${manage}/cancel`, {});
        expect(cancelled.status).toBe(200);
        const made = ((await cancelled.json()) as { refundPence: number }).refundPence;
        const asked = await app.database.sql<{ amount_pence: number }[]>`select amount_pence from refunds where booking_id = ${id} order by created_at`;
        return { offer, made, asked: asked.map((refund) => refund.amount_pence) };
      } finally {
        fake.refundStatus = "succeeded";
      }
    };

    it("with notice: all that is left after the pending refund", async () => {
      expect(await offerThenCancel(907)).toEqual({ offer: 2593, made: 2593, asked: [907, 2593] });
    });

    it("without notice: the late share, never more than is left after the pending refund", async () => {
      expect(await offerThenCancel(2000, 5)).toEqual({ offer: 1500, made: 1500, asked: [2000, 1500] });
    });
  });

  it("a refund made in Stripe's dashboard is recorded too", async () => {
    const { id, intent } = await paidBooking();
    fake.refunds.set("re_dashboard", { id: "re_dashboard", object: "refund", amount: 3500, currency: "gbp", payment_intent: intent.id, status: "succeeded", metadata: {} });
    await deliver(event("charge.refunded", charge(intent)));
    expect(await row(id)).toMatchObject({ payment_status: "refunded", refunded_pence: 3500 });
    const [recorded] = await app.database.sql`select actor, provider_refund_id from refunds where booking_id = ${id}`;
    expect(recorded).toMatchObject({ actor: "payment", provider_refund_id: "re_dashboard" });
  });

  it("a payment that succeeds for a cancelled booking is refunded through Stripe", async () => {
    const created = (await (await app.post("/api/bookings", bookingRequest(freshSlot()))).json()) as { id: string };
    const { clientSecret } = (await (await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: created.id } })).json()) as { clientSecret: string };
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
    await app.database.sql`update bookings set status = 'cancelled', cancellation_reason = 'hold-expired' where id = ${created.id}`;
    intent.status = "succeeded";
    expect((await deliver(event("payment_intent.succeeded", intent))).status).toBe(200);
    expect(await row(created.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
    const key = fake.requests.filter((request) => request.path === "/v1/refunds").at(-1)!.idempotencyKey;
    expect(key).toBe(`late-payment-${intent.id}`);
  });
});
