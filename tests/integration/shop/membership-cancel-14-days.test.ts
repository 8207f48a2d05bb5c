import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipTiers } from "~/features/memberships";
import { sweepDemoRenewals } from "~/features/memberships/index.server";
import { accountCookie, asClient, eventually, joinedDaysAgo } from "../../support/members";
import { startStripeApp } from "../../support/stripe-app";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";
import type { FakeStripe } from "../../support/fake-stripe";

/*
 * A Dreams Club membership cancelled within 14 days of joining (Consumer Contracts Regulations 2013, regs 29–30 and
 * 36(4); docs/decisions/0036): the 3-month minimum term does not bind, it ends at once at the provider, and the first
 * payment comes back in full when no perk was used, less what her member prices and included treatments took off
 * otherwise. Staff record a notice that came by email with the day it was received, and it follows that day's rights.
 */
const price = (tier: string) => membershipTiers.find((candidate) => candidate.id === tier)!.pricePence;
let count = 0;
const nextEmail = () => `cooling-off-${++count}@example.com`;

describe("with the demo provider", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT: "10000/60" });
  });
  afterAll(() => app.close());

  const row = async (email: string) => (await app.database.sql`select * from memberships where email = ${email} order by created_at desc limit 1`)[0]!;
  async function member(tier = "essential") {
    const email = nextEmail();
    const joined = (await (await app.post("/api/memberships", { tier, name: "Ada Member", email })).json()) as { clientSecret: string };
    expect((await app.post("/api/demo-payments/confirm", { clientSecret: joined.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" })).status).toBe(200);
    const found = await row(email);
    expect(found.status).toBe("active");
    return { email, id: found.id as string, member: found };
  }
  const invoiceOf = async (id: string) => (await app.database.sql`select id, amount_pence, refunded_pence, refund_key from demo_invoices where membership_id = ${id} and status = 'succeeded'`)[0]!;

  it("unused, her own cancel: ended at once, the first payment refunded in full, the receipt emailed; asking again answers the same", async () => {
    const { email, id } = await member("signature");
    const client = asClient(app, await accountCookie(app, email));
    const view = (await (await client("GET", "/api/memberships/me")).json()) as { membership: { coolingOff: unknown; cancel: unknown } };
    expect(view.membership.coolingOff).toMatchObject({ paidPence: price("signature"), refundPence: price("signature") });

    const cancelled = await client("POST", "/api/memberships/me/cancel");
    expect(cancelled.status).toBe(200);
    const answer = await cancelled.json();
    expect(answer).toMatchObject({ status: "ended", heldToMinimumTerm: false, refund: { paidPence: price("signature"), refundPence: price("signature"), status: "succeeded" } });
    expect(await row(email)).toMatchObject({ status: "ended", cancel_at: null });
    expect(await invoiceOf(id)).toMatchObject({ refunded_pence: price("signature"), refund_key: expect.stringMatching(/^cancellation-refund-/) });
    const [audit] = await app.database.sql`select to_status, actor, reason from membership_changes where membership_id = ${id} order by created_at desc limit 1`;
    expect(audit).toMatchObject({ to_status: "ended", actor: "member" });
    expect(audit!.reason).toContain("within the 14 days");
    const mail = await app.database.sql`select subject from outbox where "to" = ${email} and kind = 'membership-refund'`;
    expect(mail).toHaveLength(1);

    const again = await client("POST", "/api/memberships/me/cancel");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    expect(await app.database.sql`select 1 from outbox where "to" = ${email} and kind = 'membership-refund'`).toHaveLength(1);
    expect((await invoiceOf(id)).refunded_pence).toBe(price("signature"));
    // Nothing more is taken: the demo's sweep no longer renews an ended membership.
    await sweepDemoRenewals(app.database.db, new Date(Date.now() + 40 * 86_400_000));
    expect(await app.database.sql`select 1 from demo_invoices where membership_id = ${id}`).toHaveLength(1);
  });

  it("perks used: the first payment less what her member prices took off her bookings", async () => {
    const { email, id } = await member("essential");
    await app.database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, member_pence, starts_at, ends_at, blocked_until)
      values ('Ada Member', ${email}, '07700 900123', 'brow-lamination', 'confirmed', 'paid', 4500, 1500,
              now() + interval '300 days', now() + interval '300 days 1 hour', now() + interval '300 days 1 hour')`;
    const answer = await (await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel")).json();
    expect(answer.refund).toMatchObject({ paidPence: price("essential"), refundPence: price("essential") - 1500 });
    expect((await invoiceOf(id)).refunded_pence).toBe(price("essential") - 1500);
    const [record] = await app.database.sql`select basis from cancellation_refunds where membership_id = ${id}`;
    expect(record!.basis).toContain("perks taken: 1500");
  });

  it("a notice staff record follows the day it was received: inside the 14 days, refunded and ended; after them, the minimum term holds; audited with the staff member", async () => {
    const staff = asStaff(app, await signInStaff(app, "iris", "lavender mews teapot"));
    const early = await member("vip");
    await joinedDaysAgo(app, early.id, 20);
    const received = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const recorded = await staff("POST", `/api/memberships/${early.id}/cancel`, { receivedAt: received, note: "Model form by email" });
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ status: "ended", refund: { refundPence: price("vip") } });
    const [audit] = await app.database.sql`select actor, reason from membership_changes where membership_id = ${early.id} order by created_at desc limit 1`;
    expect(audit!.actor).toBe("staff:iris");
    expect(audit!.reason).toContain(`notice received ${received}`);
    const [record] = await app.database.sql`select actor, note, notice_received_at from cancellation_refunds where membership_id = ${early.id}`;
    expect(record).toMatchObject({ actor: "staff:iris", note: "Model form by email" });
    expect(record!.notice_received_at.toISOString()).toBe(received);

    const late = await member("essential");
    await joinedDaysAgo(app, late.id, 20);
    const afterPeriod = await staff("POST", `/api/memberships/${late.id}/cancel`, { receivedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect(afterPeriod.status).toBe(200);
    const moved = await row(late.email);
    expect(await afterPeriod.json()).toEqual({ status: "cancelling", endsAt: moved.minimum_term_end.toISOString(), heldToMinimumTerm: true, refund: null });
    expect(await app.database.sql`select 1 from cancellation_refunds where membership_id = ${late.id}`).toHaveLength(0);

    const bad = await staff("POST", `/api/memberships/${late.id}/cancel`, { receivedAt: "tomorrow" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.receivedAt).toBeDefined();
  });
});

describe("through Stripe Billing (real SDK, local stand-in)", () => {
  let fake: FakeStripe;
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ fake, app, close } = await startStripeApp("whsec_cooling_off", { STRIPE_PUBLISHABLE_KEY: "pk_test_cooling" }));
  });
  afterAll(() => close());

  it("cancels the subscription at once and refunds its first invoice's payment, under the refund's own key", async () => {
    const email = nextEmail();
    const joined = (await (await app.post("/api/memberships", { tier: "essential", name: "Ada Member", email })).json()) as { clientSecret: string };
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === joined.clientSecret)!;
    const paid = await fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: "pk_test_cooling", client_secret: joined.clientSecret, "payment_method_data[card][number]": "4242424242424242" }).toString(),
    });
    expect(paid.status).toBe(200);
    const row = await eventually(async () => {
      const [found] = await app.database.sql`select * from memberships where email = ${email}`;
      return found?.status === "active" && found;
    }, "the membership to start");

    const cancelled = await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "ended", refund: { refundPence: price("essential"), status: "succeeded" } });
    expect(fake.billing.subscriptions.get(row.provider_subscription_id as string)!.status).toBe("canceled");
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: price("essential"), status: "succeeded" })]);
    expect(fake.requests.find((request) => request.path === "/v1/refunds" && request.body.get("payment_intent") === intent.id)!.idempotencyKey).toMatch(/^cancellation-refund-/);
    // Stripe's deletion event arrives after: the membership stays ended, once.
    await eventually(async () => fake.deliveries.some((delivery) => delivery.type === "customer.subscription.deleted"), "the deletion event");
    const [after] = await app.database.sql`select status from memberships where id = ${row.id}`;
    expect(after!.status).toBe("ended");
  });
});
