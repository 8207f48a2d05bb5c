import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLarge } from "../../support/large-post";
import { startStripeApp } from "../../support/stripe-app";
import type { TestApp } from "../../support/test-app";

/**
 * Stripe's webhook reads its raw bytes (the signature covers them): past its 1 MB limit it stops reading and answers
 * 413 at once, as the API's JSON does at its own limit (tests/integration/inquiries/api-body-size.test.ts); and
 * whatever a correctly signed event holds, the answer is never a 500.
 */
const WEBHOOK_SECRET = "whsec_test_secret_for_the_edge";
const stripe = new Stripe("sk_test_unused", { telemetry: false });
let app: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, close: stop } = await startStripeApp(WEBHOOK_SECRET));
});
afterAll(() => stop());

const GIGABYTE = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, '{"id":"evt_big","type":"payment_intent.succeeded","data":{"object":{"metadata":{"a":"aaaaaaaaaaaaaaaaaaaaaaaa');
const paymentEvents = async () => (await app.database.sql`select count(*)::int as n from payment_events`)[0]!.n as number;

function deliver(payload: string) {
  return fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

describe("the Stripe webhook's body limit", () => {
  it("answers an event that states 1 GB with 413 before a byte of it is sent", async () => {
    const answer = await postLarge(app.baseUrl, { path: "/api/stripe/webhook", contentType: "application/json", size: GIGABYTE, framing: "content-length", chunk: CHUNK });
    expect(answer).toEqual({ status: 413, sentBeforeAnswer: 0 });
  });

  it("answers a streamed 1 GB event with 413 once it passes the limit, long before it is sent, and records nothing", async () => {
    const before = await paymentEvents();
    const answer = await postLarge(app.baseUrl, { path: "/api/stripe/webhook", contentType: "application/json", size: GIGABYTE, framing: "chunked", chunk: CHUNK });
    expect([413, "closed"]).toContain(answer.status);
    expect(answer.sentBeforeAnswer).toBeLessThan(64 * 1024 * 1024);
    expect(await paymentEvents()).toBe(before);
  });

  it("still reads a signed event under the limit, a large one included", async () => {
    const payload = (padding: number) =>
      JSON.stringify({ id: `evt_pad_${padding}`, object: "event", type: "customer.created", created: 1_700_000_000, data: { object: { id: "cus_1", note: "x".repeat(padding) } } });
    expect((await deliver(payload(10))).status).toBe(200);
    expect((await deliver(payload(900 * 1024))).status).toBe(200);
    const over = await deliver(payload(1024 * 1024));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { code: string }).code).toBe("too-large");
  });
});

describe("a correctly signed event of any shape", () => {
  it.each([
    ["not JSON", "{not json"],
    ["a number", "42"],
    // Stripe's SDK hands this back as the event itself: the 500 came from logging its id.
    ["null", "null"],
    ["a string", '"payment_intent.succeeded"'],
    ["an empty body", ""],
    ["a lone surrogate in its type", JSON.stringify({ id: "evt_s", type: "payment_intent.\ud800", created: 1, data: { object: {} } })],
    ["a huge number for its amount", '{"id":"evt_n","type":"payment_intent.succeeded","created":1,"data":{"object":{"id":"pi_1","status":"succeeded","amount":1e999,"currency":"gbp"}}}'],
    ["deep nesting", `{"id":"evt_d","type":"charge.refunded","created":1,"data":{"object":{"payment_intent":${"[".repeat(5000)}${"]".repeat(5000)}}}}`],
  ])("%s: 400 for a shape it does not read, 200 for a type it does not act on; never a 500, and nothing recorded", async (_kind, payload) => {
    const before = await paymentEvents();
    const response = await deliver(payload);
    expect([200, 400]).toContain(response.status);
    expect(await paymentEvents()).toBe(before);
  });
});
