import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatVoucherCode, voucherOrderTerms } from "~/features/vouchers";
import { findVoucherByCode } from "~/features/vouchers/index.server";
import { bookableFacts, serviceFacts } from "~/features/studio";
import { addDays, fromWallTime, toWallTime } from "~/lib/zoned-time";
import { startFakeStripe, type FakeIntent, type FakeStripe } from "../../support/fake-stripe";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Gift vouchers bought online (issue 13, docs/decisions/0025), through the real app: the amount is the server's, the
 * payment's outcome activates the voucher once, the receipt goes now and the voucher on its send date.
 */
const LONDON = "Europe/London";
const today = () => toWallTime(new Date(), LONDON).date;

const order = (overrides: Record<string, unknown> = {}) => ({
  kind: "amount",
  amount: "40",
  buyerName: "Ada Buyer",
  buyerEmail: "ada@example.com",
  recipientName: "Grace Friend",
  recipientEmail: "grace@example.com",
  message: "Happy birthday!",
  sendOn: addDays(today(), 10),
  ...overrides,
});

interface OrderAnswer {
  voucherUrl: string;
  amount: number;
  payment: { clientSecret: string; provider: string; publishableKey: string | null } | null;
}

const voucherOf = async (app: TestApp, answer: OrderAnswer) => {
  const [row] = await app.database.sql`select v.* from vouchers v join demo_payments d on d.voucher_id = v.id where d.client_secret = ${answer.payment!.clientSecret}`;
  return row;
};
const emailsTo = (app: TestApp, to: string) =>
  app.database.sql`select kind, "to", subject, text, next_attempt_at from outbox where "to" = ${to} order by created_at`;

describe("buying a gift voucher with the demo provider", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT: "1000/60", PUBLIC_URL: "https://studio.example" });
  });
  afterAll(() => app.close());

  const pay = (clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
    app.post("/api/demo-payments/confirm", { clientSecret, cardNumber, expiry: "12/40", cvc: "123" });

  it("£40 ordered, paid with 4242: active with £40 on it, the receipt queued now and the voucher for 08:00 on its send date", async () => {
    const buyer = "buyer-40@example.com";
    const recipient = "friend-40@example.com";
    const sendOn = addDays(today(), 10);
    const response = await app.post("/api/gift-vouchers", order({ buyerEmail: buyer, recipientEmail: recipient, sendOn }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as OrderAnswer;
    expect(answer).toMatchObject({ amount: 4000, payment: { provider: "demo" } });
    expect(answer.voucherUrl).toMatch(/\/gift-vouchers\/[A-Za-z0-9_-]{43}$/);
    const unpaid = (await voucherOf(app, answer))!;
    expect(unpaid).toMatchObject({ status: "unpaid", amount_pence: 4000, balance_pence: 4000 });
    expect(await emailsTo(app, buyer)).toHaveLength(0);

    const before = Date.now();
    expect((await pay(answer.payment!.clientSecret)).status).toBe(200);
    const paid = (await voucherOf(app, answer))!;
    expect(paid).toMatchObject({ status: "active", balance_pence: 4000, page_token_unpaid: null });
    expect(paid.expires_at.getTime() - paid.paid_at.getTime()).toBeGreaterThan(364 * 86_400_000);

    const [receipt] = await emailsTo(app, buyer);
    expect(receipt).toMatchObject({ kind: "voucher-receipt" });
    expect(receipt!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(receipt!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before - 5000);

    const [gift] = await emailsTo(app, recipient);
    expect(gift).toMatchObject({ kind: "gift-voucher" });
    expect(gift!.next_attempt_at).toEqual(fromWallTime(sendOn, voucherOrderTerms.sendAt, LONDON));
    expect(gift!.text).toContain("Happy birthday!");
    // The code in the email is the voucher's, and spends this voucher.
    const code = /Code: ([0-9A-Z-]+)/.exec(gift!.text)![1]!;
    expect(formatVoucherCode(code)).toBe(code);
    expect((await findVoucherByCode(app.database.db, code))!.id).toBe(paid.id);
    expect(answer.voucherUrl).toMatch(/^https:\/\/studio.example\/gift-vouchers\//);
    expect(gift!.text).toContain(`${answer.voucherUrl}/print`);
  });

  it("with no recipient and no date, the voucher goes to the buyer today (08:00, or at once when that has passed)", async () => {
    const buyer = "buyer-self@example.com";
    const answer = (await (await app.post("/api/gift-vouchers", order({ buyerEmail: buyer, recipientName: "", recipientEmail: "", sendOn: "" }))).json()) as OrderAnswer;
    await pay(answer.payment!.clientSecret);
    const emails = await emailsTo(app, buyer);
    expect(emails.map((email) => email.kind).sort()).toEqual(["gift-voucher", "voucher-receipt"]);
    const gift = emails.find((email) => email.kind === "gift-voucher")!;
    const due = fromWallTime(today(), voucherOrderTerms.sendAt, LONDON);
    expect(gift.next_attempt_at.getTime()).toBeLessThanOrEqual(Math.max(due.getTime(), Date.now() + 1000));
  });

  it("a treatment voucher is worth the treatment's price on the server, whatever the browser sends", async () => {
    const treatment = bookableFacts(serviceFacts)[0]!;
    const response = await app.post("/api/gift-vouchers", order({ kind: "treatment", service: treatment.slug, amount: "1", amountPence: 1, price: 1 }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as OrderAnswer;
    expect(answer.amount).toBe(treatment.pricePence);
    const voucher = (await voucherOf(app, answer))!;
    expect(voucher).toMatchObject({ amount_pence: treatment.pricePence, service_slug: treatment.slug, service_name: treatment.name });
    const [intent] = await app.database.sql`select amount_pence from demo_payments where client_secret = ${answer.payment!.clientSecret}`;
    expect(intent!.amount_pence).toBe(treatment.pricePence);
  });

  it("a declined card leaves the voucher unpaid with no emails, and 4242 then pays it", async () => {
    const buyer = "buyer-declined@example.com";
    const answer = (await (await app.post("/api/gift-vouchers", order({ buyerEmail: buyer }))).json()) as OrderAnswer;
    expect((await pay(answer.payment!.clientSecret, "4000 0000 0000 0002")).status).toBe(402);
    expect((await voucherOf(app, answer))!.status).toBe("unpaid");
    expect(await emailsTo(app, buyer)).toHaveLength(0);
    expect((await pay(answer.payment!.clientSecret)).status).toBe(200);
    expect((await voucherOf(app, answer))!.status).toBe("active");
    expect((await pay(answer.payment!.clientSecret)).status).toBe(409);
    expect(await emailsTo(app, buyer)).toHaveLength(1);
  });

  it("refuses bad input with 400 and field errors, and stores nothing", async () => {
    const count = async () => (await app.database.sql`select count(*)::int as n from vouchers`)[0]!.n as number;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: "10" }, "amount"],
      [{ amount: "501" }, "amount"],
      [{ amount: "forty" }, "amount"],
      [{ buyerEmail: "not-an-email" }, "buyerEmail"],
      [{ buyerName: "" }, "buyerName"],
      [{ recipientName: "" }, "recipientName"],
      [{ recipientEmail: "nope" }, "recipientEmail"],
      [{ message: "x".repeat(501) }, "message"],
      [{ sendOn: addDays(today(), -1) }, "sendOn"],
      [{ sendOn: addDays(today(), voucherOrderTerms.sendWithinDays + 1) }, "sendOn"],
      [{ sendOn: "2026-02-30" }, "sendOn"],
      [{ kind: "treatment", service: "no-such-treatment" }, "service"],
      [{ kind: "treatment", service: "" }, "service"],
      [{ kind: "everything" }, "kind"],
    ];
    for (const [overrides, field] of cases) {
      const response = await app.post("/api/gift-vouchers", order(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(Object.keys(body.fieldErrors), JSON.stringify(overrides)).toContain(field);
    }
    expect((await app.post("/api/gift-vouchers", "[1, 2]")).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("staff see who bought an online voucher, for whom and when it is emailed, and nothing that opens it", async () => {
    const sendOn = addDays(today(), 3);
    const answer = (await (await app.post("/api/gift-vouchers", order({ buyerEmail: "seen-by-staff@example.com", sendOn }))).json()) as OrderAnswer;
    const staff = asStaff(app, await signInStaff(app));
    const rows = (await (await staff("GET", "/api/vouchers")).json()) as Record<string, unknown>[];
    const row = rows.find((candidate) => candidate.buyerEmail === "seen-by-staff@example.com")!;
    expect(row).toMatchObject({ buyerName: "Ada Buyer", recipientEmail: "grace@example.com", sendOn, status: "unpaid", amountPence: 4000 });
    for (const secret of ["codeHash", "pageTokenHash", "codeSealed", "pageTokenUnpaid"]) expect(row).not.toHaveProperty(secret);
    const token = answer.voucherUrl.split("/").pop()!;
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a coming-soon treatment cannot be bought as a voucher", async () => {
    const comingSoon = serviceFacts.find((facts) => facts.state !== "live");
    if (!comingSoon) throw new Error("the catalogue has no coming-soon service to try");
    const response = await app.post("/api/gift-vouchers", order({ kind: "treatment", service: comingSoon.slug }));
    expect(response.status).toBe(400);
  });

  it("a treatment voucher can be for a treatment just launched to its waitlist, and never for the free patch test", async () => {
    const patchTest = await app.post("/api/gift-vouchers", order({ kind: "treatment", service: "patch-test" }));
    expect(patchTest.status).toBe(400);
    expect(((await patchTest.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.service).toEqual(["Choose a treatment"]);

    const staff = asStaff(app, await signInStaff(app, "voucher-owner"));
    const launched = await staff("PATCH", "/api/services/the-ice-sculpt", { state: "live" });
    expect(launched.status).toBe(200);
    // Still open only to its waitlist's links for a few days: a voucher is spent later.
    expect(((await launched.json()) as { earlyAccessUntil: string | null }).earlyAccessUntil).not.toBeNull();
    const response = await app.post("/api/gift-vouchers", order({ kind: "treatment", service: "the-ice-sculpt" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as OrderAnswer).amount).toBe(16900);
  });
});

describe("gift voucher orders are throttled like the other public forms", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT: "2/60" });
  });
  afterAll(() => app.close());

  it("answers 429 with Retry-After past the cap, and stores nothing then", async () => {
    expect((await app.post("/api/gift-vouchers", order())).status).toBe(201);
    expect((await app.post("/api/gift-vouchers", order())).status).toBe(201);
    const limited = await app.post("/api/gift-vouchers", order());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await app.database.sql`select count(*)::int as n from vouchers`)[0]!.n).toBe(2);
  });
});

describe("buying a gift voucher through Stripe (real SDK, local stand-in)", () => {
  const WEBHOOK_SECRET = "whsec_test_secret_for_vouchers";
  const stripe = new Stripe("sk_test_unused", { telemetry: false });
  let fake: FakeStripe;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await startTestApp({
      RATE_LIMIT: "1000/60",
      STRIPE_SECRET_KEY: "sk_test_integration",
      STRIPE_PUBLISHABLE_KEY: "pk_test_integration",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  let eventCount = 0;
  const deliver = (type: string, intent: FakeIntent, overrides: Partial<FakeIntent> = {}, id = `evt_voucher_${++eventCount}`) => {
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object: { ...intent, ...overrides } } });
    return fetch(`${app.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
      body: payload,
    });
  };
  const ordered = async (overrides: Record<string, unknown> = {}) => {
    const answer = (await (await app.post("/api/gift-vouchers", order(overrides))).json()) as OrderAnswer;
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === answer.payment!.clientSecret)!;
    const [voucher] = await app.database.sql`select id from vouchers where payment_intent_id = ${intent.id}`;
    return { answer, intent, voucherId: voucher!.id as string };
  };
  const stateOf = async (id: string) => (await app.database.sql`select status, balance_pence, paid_at from vouchers where id = ${id}`)[0]!;

  it("makes a PaymentIntent for the server's amount with the voucher in its metadata and a key of its own", async () => {
    const { answer, intent, voucherId } = await ordered();
    expect(answer.payment).toMatchObject({ provider: "stripe", publishableKey: "pk_test_integration" });
    expect(intent).toMatchObject({ amount: 4000, currency: "gbp", metadata: { voucherId } });
    const create = fake.requests.find((request) => request.path === "/v1/payment_intents" && request.body.get("metadata[voucherId]") === voucherId)!;
    expect(create.idempotencyKey).toBe(`voucher-${voucherId}-4000`);
  });

  it("payment_intent.succeeded activates the voucher once: a duplicate, and a failure arriving after, change nothing", async () => {
    const buyer = "stripe-buyer@example.com";
    const { intent, voucherId } = await ordered({ buyerEmail: buyer });
    const duplicateId = "evt_voucher_duplicate";
    expect((await deliver("payment_intent.succeeded", intent, { status: "succeeded" }, duplicateId)).status).toBe(200);
    const paid = await stateOf(voucherId);
    expect(paid).toMatchObject({ status: "active", balance_pence: 4000 });
    expect((await deliver("payment_intent.succeeded", intent, { status: "succeeded" }, duplicateId)).status).toBe(200);
    expect((await deliver("payment_intent.succeeded", intent, { status: "succeeded" })).status).toBe(200);
    expect((await deliver("payment_intent.payment_failed", intent, { status: "requires_payment_method" })).status).toBe(200);
    expect(await stateOf(voucherId)).toEqual(paid);
    expect(await emailsTo(app, buyer)).toHaveLength(1);
    expect(await emailsTo(app, "grace@example.com").then((rows) => rows.filter((row) => row.kind === "gift-voucher"))).toHaveLength(1);
  });

  it("a failure first, then the success, ends active; an amount that is not the voucher's is refused", async () => {
    const first = await ordered();
    await deliver("payment_intent.payment_failed", first.intent, { status: "requires_payment_method" });
    expect((await stateOf(first.voucherId)).status).toBe("unpaid");
    await deliver("payment_intent.succeeded", first.intent, { status: "succeeded" });
    expect((await stateOf(first.voucherId)).status).toBe("active");

    const buyer = "short-payer@example.com";
    const second = await ordered({ buyerEmail: buyer });
    expect((await deliver("payment_intent.succeeded", second.intent, { status: "succeeded", amount: 100 })).status).toBe(200);
    expect((await stateOf(second.voucherId)).status).toBe("unpaid");
    expect(await emailsTo(app, buyer)).toHaveLength(0);
  });
});
