import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voucherCancelMessages } from "~/features/vouchers";
import { addDays, toWallTime } from "~/lib/zoned-time";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { builtServer } from "../../support/built-server";

/**
 * A gift voucher's page on the production build (docs/decisions/0025), paid through Stripe's stand-in: back from the
 * card step before any webhook, the page asks Stripe itself, and only then shows the code; the printable voucher
 * exists only once paid; nothing here may be cached.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

// The stand-in has started by the time the server does (its beforeAll comes first): the getter reads its address then.
const stripeServer = builtServer({
  get STRIPE_API_URL() {
    return fake.url;
  },
  STRIPE_SECRET_KEY: "sk_test_pages",
  STRIPE_PUBLISHABLE_KEY: "pk_test_pages",
  STRIPE_WEBHOOK_SECRET: "whsec_test_pages",
});

describe("a gift voucher's page with Stripe", () => {
  it("shows the card step, then, once Stripe says it succeeded, the code and the printable voucher", async () => {
    const today = toWallTime(new Date(), "Europe/London").date;
    const ordered = await fetch(`${stripeServer.baseUrl}/api/gift-vouchers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "amount", amount: "60", buyerName: "Ada Buyer", buyerEmail: "ada-pages@example.com", sendOn: addDays(today, 1) }),
    });
    expect(ordered.status).toBe(201);
    const { voucherUrl, payment } = (await ordered.json()) as { voucherUrl: string; payment: { clientSecret: string; provider: string } };
    expect(payment.provider).toBe("stripe");
    const path = new URL(voucherUrl).pathname;

    const unpaid = await fetch(`${stripeServer.baseUrl}${path}`);
    expect(unpaid.status).toBe(200);
    expect(unpaid.headers.get("cache-control")).toContain("no-store");
    const unpaidHtml = await unpaid.text();
    expect(unpaidHtml).toContain("Pay for your voucher");
    expect(unpaidHtml).not.toContain("data-voucher-code");
    // The page reuses the payment the order made: one PaymentIntent for the voucher, however often it is opened.
    expect(unpaidHtml).toContain(payment.clientSecret);
    await fetch(`${stripeServer.baseUrl}${path}`);
    expect([...fake.intents.values()].filter((candidate) => candidate.description?.startsWith("Gift voucher: £60"))).toHaveLength(1);
    expect((await fetch(`${stripeServer.baseUrl}${path}/print`)).status).toBe(404);

    // Paid at Stripe, and no webhook has come.
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === payment.clientSecret)!;
    intent.status = "succeeded";
    const paid = await fetch(`${stripeServer.baseUrl}${path}?payment_intent=${intent.id}&redirect_status=succeeded`);
    const paidHtml = await paid.text();
    expect(paidHtml).toContain("Your gift voucher is ready");
    const code = /data-voucher-code="true">([0-9A-Z-]+)</.exec(paidHtml)?.[1];
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
    const [voucher] = await stripeServer.database.sql`select status, page_token_unpaid from vouchers where payment_intent_id = ${intent.id}`;
    expect(voucher).toEqual({ status: "active", page_token_unpaid: null });
    const emails = await stripeServer.database.sql`select kind from outbox where "to" = 'ada-pages@example.com' order by kind`;
    expect(emails.map((row) => row.kind)).toEqual(["gift-voucher", "voucher-receipt"]);

    const print = await fetch(`${stripeServer.baseUrl}${path}/print`);
    expect(print.status).toBe(200);
    expect(print.headers.get("cache-control")).toContain("no-store");
    expect(await print.text()).toContain(`data-voucher-code="true">${code}<`);
  });

  it("answers 404 for a token that names nothing, of the right shape or not", async () => {
    for (const path of [`/gift-vouchers/${"A".repeat(43)}`, `/gift-vouchers/${"A".repeat(43)}/print`, "/gift-vouchers/not-a-token"]) {
      expect((await fetch(`${stripeServer.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});

describe("the voucher shop's form without JavaScript", () => {
  it("answers a bad order with 400 and the form's errors, and a good one with 303 to the voucher's page", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${stripeServer.baseUrl}/gift-vouchers`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
    const bad = await post({ kind: "amount", amount: "5", buyerName: "", buyerEmail: "nope" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Please enter a valid email address");
    const good = await post({ kind: "amount", amount: "30", buyerName: "Ada Buyer", buyerEmail: "ada-form@example.com" });
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toMatch(/^\/gift-vouchers\/[A-Za-z0-9_-]{43}$/);
  });

  it("answers the buyer's cancel: 404 for a link that opens no voucher, 400 for another intent, and a refusal back on the page with why", async () => {
    const cancel = (path: string, intent = "cancel") => fetch(`${stripeServer.baseUrl}${path}`, { method: "POST", body: new URLSearchParams({ intent }), redirect: "manual" });
    expect((await cancel(`/gift-vouchers/${"A".repeat(43)}`)).status).toBe(404);
    expect((await cancel("/gift-vouchers/not-a-token")).status).toBe(404);
    const ordered = await fetch(`${stripeServer.baseUrl}/gift-vouchers`, {
      method: "POST",
      body: new URLSearchParams({ kind: "amount", amount: "30", buyerName: "Ada Buyer", buyerEmail: "ada-unpaid@example.com" }),
      redirect: "manual",
    });
    const path = ordered.headers.get("location")!;
    expect((await cancel(path, "pay")).status).toBe(400);

    // Not paid for yet: nothing to cancel, and the page says so where the cancel would be.
    const refused = await cancel(path);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`${path}?cancel-refused=unpaid#cancel-title`);
    const page = await (await fetch(`${stripeServer.baseUrl}${refused.headers.get("location")}`)).text();
    expect(page).toContain(voucherCancelMessages.unpaid.replaceAll("'", "&#x27;"));
    const [voucher] = await stripeServer.database.sql`select status from vouchers where buyer_email = 'ada-unpaid@example.com'`;
    expect(voucher).toEqual({ status: "unpaid" });
  });
});
