import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unexpectedEventMessage } from "~/features/payments/stripe-event-shape.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { authenticationFailed, type FakeIntent, type FakeStripe } from "../../support/fake-stripe";
import { startStripeApp } from "../../support/stripe-app";
import type { TestApp } from "../../support/test-app";

const WEBHOOK_SECRET = "whsec_test_secret_for_integration";
let fake: FakeStripe;
let app: TestApp;
const stripe = new Stripe("sk_test_unused", { telemetry: false });

let stopStripeApp: () => Promise<void>;
beforeAll(async () => {
  ({ fake, app, close: stopStripeApp } = await startStripeApp(WEBHOOK_SECRET));
});
afterAll(() => stopStripeApp());

const freshSlot = freshSlots({ minDays: 7 });
async function heldBookingWithIntent(): Promise<{ bookingId: string; intent: FakeIntent }> {
  const booking = (await (await app.post("/api/bookings", bookingRequest(freshSlot()))).json()) as {
    id: string;
  };
  const response = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: booking.id } });
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
  return { bookingId: booking.id, intent };
}

let eventCount = 0;
function event(type: string, intent: FakeIntent, overrides: Partial<FakeIntent> = {}, id = `evt_${++eventCount}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...intent, ...overrides } },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

const state = async (id: string) => (await app.database.sql`select payment_status, paid_at, payment_intent_id from bookings where id = ${id}`)[0]!;

describe("Stripe provider (real SDK, local fake API)", () => {
  it("creates a PaymentIntent for the catalogue amount in GBP, with an idempotency key and the booking id", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    expect(intent).toMatchObject({ amount: 3500, currency: "gbp", metadata: { bookingId } });
    const create = fake.requests.find((request) => request.method === "POST" && request.path === "/v1/payment_intents")!;
    expect(create.idempotencyKey).toBe(`booking-${bookingId}-3500`);
    expect((await state(bookingId)).payment_intent_id).toBe(intent.id);
    expect((await app.post("/api/create-payment-intent", { bookingDetails: { bookingId } }).then((r) => r.json())) as object).toMatchObject({
      clientSecret: intent.client_secret,
      provider: "stripe",
      publishableKey: "pk_test_integration",
    });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a bad signature and changes nothing", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    const response = await deliver(event("payment_intent.succeeded", intent, { status: "succeeded" }), "whsec_wrong");
    expect(response.status).toBe(400);
    expect((await state(bookingId)).payment_status).toBe("unpaid");
    const unsigned = await fetch(`${app.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: event("payment_intent.succeeded", intent, { status: "succeeded" }),
    });
    expect(unsigned.status).toBe(400);
    expect((await state(bookingId)).payment_status).toBe("unpaid");
  });

  it("answers a correctly signed event of an unexpected shape with a 400, not a 500, and changes nothing", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    const signedOdd = (type: string, data: unknown) =>
      JSON.stringify({ id: `evt_odd_${++eventCount}`, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data });
    for (const payload of [
      signedOdd("payment_intent.succeeded", {}),
      signedOdd("payment_intent.succeeded", { object: null }),
      signedOdd("payment_intent.succeeded", { object: { id: intent.id, status: "succeeded", amount: "3500", metadata: { bookingId } } }),
      signedOdd("charge.refunded", { object: { payment_intent: 42 } }),
      signedOdd("invoice.paid", { object: { id: "in_1" } }),
      signedOdd("customer.subscription.updated", { object: { id: "sub_1" } }),
      JSON.stringify({ id: "evt_no_data", type: "payment_intent.succeeded" }),
      JSON.stringify([1, 2, 3]),
    ]) {
      const response = await deliver(payload);
      expect({ payload, status: response.status, body: await response.text() }).toEqual({ payload, status: 400, body: JSON.stringify({ message: unexpectedEventMessage, code: "unexpected-event" }) });
    }
    expect((await state(bookingId)).payment_status).toBe("unpaid");
    // An event of a type the studio does not act on still passes with its envelope alone.
    expect((await deliver(signedOdd("customer.created", { object: { id: "cus_1" } }))).status).toBe(200);
  });

  it("marks the booking paid on payment_intent.succeeded, and a duplicate changes nothing twice", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    const payload = event("payment_intent.succeeded", intent, { status: "succeeded" });
    expect((await deliver(payload)).status).toBe(200);
    const paid = await state(bookingId);
    expect(paid.payment_status).toBe("paid");
    expect((await deliver(payload)).status).toBe(200);
    const after = await state(bookingId);
    expect(after.paid_at).toEqual(paid.paid_at);
    const events = await app.database.sql`select count(*)::int as n from payment_events where payment_intent_id = ${intent.id}`;
    expect(events[0]!.n).toBe(1);
  });

  it("failed then succeeded ends paid; succeeded then a late failure stays paid", async () => {
    const first = await heldBookingWithIntent();
    await deliver(event("payment_intent.payment_failed", first.intent, { status: "requires_payment_method", last_payment_error: { type: "card_error", code: "card_declined", message: "declined" } }));
    expect((await state(first.bookingId)).payment_status).toBe("failed");
    await deliver(event("payment_intent.succeeded", first.intent, { status: "succeeded" }));
    expect((await state(first.bookingId)).payment_status).toBe("paid");

    const second = await heldBookingWithIntent();
    await deliver(event("payment_intent.succeeded", second.intent, { status: "succeeded" }));
    await deliver(event("payment_intent.canceled", second.intent, { status: "canceled" }));
    expect((await state(second.bookingId)).payment_status).toBe("paid");
  });

  it("does not mark paid when the amount differs from the booking's", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    await deliver(event("payment_intent.succeeded", intent, { status: "succeeded", amount: 100 }));
    expect((await state(bookingId)).payment_status).toBe("unpaid");
  });

  it("acknowledges a payment that names nothing the studio sells, records its event once and changes no booking", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    // Made at Stripe outside the site (a payment link from its dashboard): its metadata names no booking or voucher.
    const foreign = { ...intent, id: `pi_foreign_${++eventCount}`, metadata: {} };
    const payload = event("payment_intent.succeeded", foreign, { status: "succeeded" });
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const events = await app.database.sql`select count(*)::int as n from payment_events where payment_intent_id = ${foreign.id}`;
    expect(events[0]!.n).toBe(1);
    expect((await state(bookingId)).payment_status).toBe("unpaid");
  });

  it("acknowledges events it does not act on", async () => {
    const { intent } = await heldBookingWithIntent();
    expect((await deliver(event("payment_intent.created", intent))).status).toBe(200);
  });
});

it("a demo-payment route does not exist when Stripe is configured", async () => {
  expect((await app.post("/api/demo-payments/confirm", { clientSecret: "x", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" })).status).toBe(404);
});

describe("content security policy with Stripe configured", () => {
  const policyOf = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, { redirect: "manual" });
    const csp = response.headers.get("content-security-policy-report-only") ?? response.headers.get("content-security-policy") ?? "";
    return Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));
  };

  it("lets /checkout, a gift voucher's page and the Dreams Club's join pages load Stripe.js, its frames and 3-D Secure pages, and call Stripe's API, as Stripe's guide lists", async () => {
    for (const path of ["/checkout", "/gift-vouchers/Zx9_token-of-a-voucher", "/dreams-club/join/essential", "/dreams-club/join/vip"]) {
      const policy = await policyOf(path);
      expect(policy["script-src"], path).toEqual(expect.arrayContaining(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]));
      expect(policy["frame-src"], path).toEqual(["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
      expect(policy["connect-src"], path).toEqual(["'self'", "https://api.stripe.com"]);
      expect(policy["img-src"], path).toEqual(["'self'", "data:", "https://*.stripe.com"]);
    }
  });

  it("allows no Stripe host on any other page", async () => {
    for (const path of ["/", "/book", "/booking-confirmed", "/book-appointment", "/contact", "/api/blog", "/services", "/dreams-club/join", "/account", "/gift-vouchers", "/gift-vouchers/Zx9_token/print"]) {
      const policy = await policyOf(path);
      expect(Object.values(policy).flat().filter((source) => source.includes("stripe")), path).toEqual([]);
      expect(policy["frame-src"], path).toEqual(["'none'"]);
      expect(policy["connect-src"], path).toEqual(["'self'"]);
    }
  });

  it("asks for no interest-cohort in Permissions-Policy (a feature no browser knows any more)", async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
  });
});

describe("a payment confirmed in the browser (the fake API's Stripe.js endpoints, its signed webhooks)", () => {
  /** What Stripe.js posts: the publishable key and the client secret in a form body. */
  const browserPost = async (intent: FakeIntent, action: "confirm" | "authenticate", fields: Record<string, string>) => {
    const response = await fetch(`${fake.url}/v1/payment_intents/${intent.id}/${action}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: "pk_test_integration", client_secret: intent.client_secret, ...fields }),
    });
    return { status: response.status, body: (await response.json()) as FakeIntent & { error?: { code: string; message: string } } };
  };
  const card = (number: string) => ({ "payment_method_data[type]": "card", "payment_method_data[card][number]": number });

  it("declines 4000 0000 0000 0002 (the booking is marked failed by the webhook), then 4242 pays it", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    const declined = await browserPost(intent, "confirm", card("4000000000000002"));
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: "card_declined", message: "Your card was declined." });
    expect(fake.intents.get(intent.id)!.status).toBe("requires_payment_method");
    await expect.poll(async () => (await state(bookingId)).payment_status).toBe("failed");

    const paid = await browserPost(intent, "confirm", card("4242424242424242"));
    expect(paid.body.status).toBe("succeeded");
    await expect.poll(async () => (await state(bookingId)).payment_status).toBe("paid");
    expect(fake.deliveries.filter((delivery) => delivery.intentId === intent.id)).toEqual([
      { type: "payment_intent.payment_failed", intentId: intent.id, status: 200 },
      { type: "payment_intent.succeeded", intentId: intent.id, status: 200 },
    ]);
    expect((await browserPost(intent, "confirm", card("4242424242424242"))).body.error).toMatchObject({ code: "payment_intent_unexpected_state" });
  });

  it("asks for 3-D Secure with 4000 0025 0000 3155: failing it leaves the booking unpaid, completing it pays", async () => {
    const { bookingId, intent } = await heldBookingWithIntent();
    expect((await browserPost(intent, "confirm", card("4000002500003155"))).body).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });
    const failed = await browserPost(intent, "authenticate", { outcome: "fail" });
    expect(failed.body).toMatchObject({ status: "requires_payment_method", last_payment_error: { code: "payment_intent_authentication_failure", message: authenticationFailed } });
    await expect.poll(async () => (await state(bookingId)).payment_status).toBe("failed");

    await browserPost(intent, "confirm", card("4000002500003155"));
    expect((await state(bookingId)).payment_status).not.toBe("paid");
    expect((await browserPost(intent, "authenticate", { outcome: "complete" })).body.status).toBe("succeeded");
    await expect.poll(async () => (await state(bookingId)).payment_status).toBe("paid");
  });

  it("refuses a call without a publishable key or with another intent's secret", async () => {
    const { intent } = await heldBookingWithIntent();
    const other = await heldBookingWithIntent();
    expect((await browserPost(intent, "confirm", { ...card("4242424242424242"), key: "sk_test_integration" })).status).toBe(401);
    expect((await browserPost(intent, "confirm", { ...card("4242424242424242"), client_secret: other.intent.client_secret })).status).toBe(404);
    expect(fake.intents.get(intent.id)!.status).toBe("requires_payment_method");
  });
});
