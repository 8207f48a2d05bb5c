import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { addMonths, membershipMessages, membershipTerms, membershipTiers } from "~/features/memberships";
import { createStripeBilling, joinMembership, memberBenefitsFor } from "~/features/memberships/index.server";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { accountCookie, asClient, eventually, joinedDaysAgo } from "../../support/members";
import { startStripeApp } from "../../support/stripe-app";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";
import { defaultEmailContext } from "~/features/mail";
import { createStripeProvider } from "~/features/payments/index.server";
import { cancelMemberAction } from "~/features/memberships/admin/index.server";
import { billingFor } from "~/server/payments/billing.server";

/*
 * Dreams Club memberships through Stripe Billing (issue 13, docs/decisions/0027): the real SDK against the local
 * Stripe stand-in, its events signed and delivered to POST /api/stripe/webhook as Stripe sends them.
 */
const WEBHOOK_SECRET = "whsec_test_memberships";
let fake: FakeStripe;
let app: TestApp;
const signer = new Stripe("sk_test_unused", { telemetry: false });
const TIME_ZONE = "Europe/London";

let stopStripeApp: () => Promise<void>;
beforeAll(async () => {
  ({ fake, app, close: stopStripeApp } = await startStripeApp(WEBHOOK_SECRET, { STRIPE_SECRET_KEY: "sk_test_memberships", STRIPE_PUBLISHABLE_KEY: "pk_test_memberships" }));
});
afterAll(() => stopStripeApp());

let count = 0;
const nextEmail = () => `member${++count}@example.com`;
const row = async (email: string) => (await app.database.sql`select * from memberships where email = ${email} order by created_at desc limit 1`)[0]!;
const changes = async (id: string) => (await app.database.sql`select count(*)::int as n from membership_changes where membership_id = ${id}`)[0]!.n as number;

/** Stripe.js's confirmPayment against the stand-in, with a test card. */
async function payFirstMonth(clientSecret: string, card = "4242424242424242") {
  const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!;
  return fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: "pk_test_memberships", client_secret: clientSecret, "payment_method_data[card][number]": card }).toString(),
  });
}

/** Events made while the webhook was unset: the stand-in never sends them (a test delivers them itself). */
let heldBack = 0;
/** Waits until every event the stand-in has sent is answered. */
const delivered = () => eventually(async () => fake.deliveries.length + heldBack === fake.events.length, "the webhook deliveries");

async function join(tier = "essential", email = nextEmail()) {
  const answer = await app.post("/api/memberships", { tier, name: "Ada Member", email });
  expect(answer.status).toBe(201);
  return { email, ...((await answer.json()) as { membershipId: string; clientSecret: string; amount: number; provider: string; publishableKey: string }) };
}

async function activeMember(tier = "essential") {
  const joined = await join(tier);
  expect((await payFirstMonth(joined.clientSecret)).status).toBe(200);
  await eventually(async () => (await row(joined.email)).status === "active", "the membership to start");
  const member = await row(joined.email);
  return { ...joined, subscriptionId: member.provider_subscription_id as string, member };
}

/** A member who joined 15 days ago (Stripe's stand-in moved back with her): the minimum term binds (docs/decisions/0036). */
async function settledMember(tier = "essential") {
  const joined = await activeMember(tier);
  await joinedDaysAgo(app, joined.member.id as string, 15, fake.billing);
  return { ...joined, member: await row(joined.email) };
}

function deliver(payload: string) {
  return fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

describe("joining through Stripe Billing", () => {
  it("makes the tier's Product and Price once, a Customer and a default_incomplete Subscription, and answers the card step", async () => {
    const first = await join("signature");
    expect(first).toMatchObject({ provider: "stripe", publishableKey: "pk_test_memberships", amount: 9900 });
    expect(first.clientSecret).toMatch(/^pi_.+_secret_/);
    await join("signature");
    const creates = fake.requests.filter((request) => request.method === "POST");
    expect(creates.filter((request) => request.path === "/v1/prices")).toHaveLength(1);
    expect(creates.filter((request) => request.path === "/v1/products")).toHaveLength(1);
    const [price] = [...fake.billing.prices.values()].filter((candidate) => candidate.lookup_key === "dreams_club_signature_gbp_9900_monthly");
    expect(price).toMatchObject({ unit_amount: 9900, currency: "gbp", recurring: { interval: "month" }, product: "dreams_club_signature" });
    const subscriptionCreate = creates.find((request) => request.path === "/v1/subscriptions")!;
    expect(subscriptionCreate.body.get("payment_behavior")).toBe("default_incomplete");
    expect(subscriptionCreate.idempotencyKey).toBe(`membership-subscription-${first.membershipId}`);
    const stored = await row(first.email);
    expect(stored).toMatchObject({ status: "incomplete", tier: "signature", price_pence: 9900, provider: "stripe", started_at: null });
  });

  it("starts the membership when the first month is paid with 4242: term, paid-to date, and the account shows it", async () => {
    const { email, member } = await activeMember("essential");
    expect(member.started_at).toBeInstanceOf(Date);
    expect(member.minimum_term_end).toEqual(addMonths(member.started_at, membershipTerms.commitmentMonths));
    expect(member.current_period_end).toEqual(addMonths(member.started_at, 1));
    const me = await asClient(app, await accountCookie(app, email))("GET", "/api/memberships/me");
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    const { membership } = (await me.json()) as { membership: Record<string, unknown> };
    expect(membership).toMatchObject({
      tier: "essential",
      status: "active",
      pricePence: 5900,
      nextPayment: { on: member.current_period_end.toISOString(), amountPence: 5900 },
      included: { kind: "brow", perMonth: 1, leftThisMonth: 1 },
      discountPercent: 10,
      perksActive: true,
      // Inside the 14 days from joining, cancelling ends it at once with the first payment back (docs/decisions/0036).
      cancel: { allowed: true },
      coolingOff: { paidPence: 5900, refundPence: 5900 },
    });
  });

  it("keeps the join incomplete when the first card is declined, and starts it when another card pays", async () => {
    const joined = await join();
    expect((await payFirstMonth(joined.clientSecret, "4000000000000002")).status).toBe(402);
    await delivered();
    expect((await row(joined.email)).status).toBe("incomplete");
    expect((await payFirstMonth(joined.clientSecret)).status).toBe(200);
    await eventually(async () => (await row(joined.email)).status === "active", "the membership to start");
  });

  it("refuses a second membership for the same address (409), and a join started again abandons the unpaid one", async () => {
    const { email } = await activeMember();
    const again = await app.post("/api/memberships", { tier: "vip", name: "Ada Member", email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already-member" });

    const unpaid = await join("vip");
    const restarted = await join("essential", unpaid.email);
    const rows = await app.database.sql`select id, status from memberships where email = ${unpaid.email} order by created_at`;
    expect(rows.map((candidate) => candidate.status)).toEqual(["ended", "incomplete"]);
    expect(rows[1]!.id).toBe(restarted.membershipId);
    const abandoned = [...fake.billing.subscriptions.values()].find((subscription) => subscription.metadata.membershipId === unpaid.membershipId)!;
    expect(abandoned.status).toBe("incomplete_expired");
  });
});

describe("when Stripe cannot be reached", () => {
  let closed: FakeStripe;
  let offline: TestApp;
  const offlineKeys = { STRIPE_SECRET_KEY: "sk_test_offline", STRIPE_PUBLISHABLE_KEY: "pk_test_offline", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
  beforeAll(async () => {
    closed = await startFakeStripe();
    await closed.close();
    offline = await startTestApp({ RATE_LIMIT: "10000/60", ...offlineKeys, STRIPE_API_URL: closed.url }, app.database);
  });
  afterAll(() => offline?.close());

  it("answers 503 with Retry-After and keeps nothing of the join", async () => {
    const email = nextEmail();
    const answer = await offline.post("/api/memberships", { tier: "essential", name: "Ada Member", email });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(await answer.json()).toMatchObject({ message: "We couldn't start your membership's payment just now, and nothing was charged. Please try again in a minute." });
    expect(await app.database.sql`select id from memberships where email = ${email}`).toHaveLength(0);

    // A member's cancellation waits for Stripe too: nothing changes until it is told.
    const { email: member } = await activeMember();
    const cancel = await asClient(offline, await accountCookie(offline, member))("POST", "/api/memberships/me/cancel");
    expect(cancel.status).toBe(503);
    expect(cancel.headers.get("retry-after")).toBe("60");
    expect(await cancel.json()).toEqual({ message: membershipMessages.cancelUnavailable, code: "unavailable" });
    expect(await row(member)).toMatchObject({ status: "active", cancel_at: null });
  });

  it("refuses staff's cancellation with 503 on the API and the Members tab alike, and changes nothing", async () => {
    const { email, member } = await activeMember();
    const cookie = await signInStaff(offline, "offline-staff");
    const api = await asStaff(offline, cookie)("POST", `/api/memberships/${member.id}/cancel`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("60");
    expect(await api.json()).toEqual({ message: membershipMessages.cancelUnavailable, code: "unavailable" });

    const billing = billingFor(createStripeProvider({ secretKey: "sk_test_offline", publishableKey: "pk_test_offline", webhookSecret: WEBHOOK_SECRET, apiUrl: closed.url }), app.database.db);
    const context = { db: app.database.db, membershipBilling: billing, emailContext: defaultEmailContext, bookingSettings: { timeZone: TIME_ZONE }, production: false } as unknown as AppLoadContext;
    const request = new Request(`http://studio.test/admin/members/${member.id}/cancel`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{}" });
    const page = (await cancelMemberAction({ request, context, params: { id: member.id } } as unknown as ActionFunctionArgs)) as unknown as { init: ResponseInit; data: unknown };
    expect(page.init.status).toBe(503);
    expect(new Headers(page.init.headers).get("Retry-After")).toBe("60");
    expect(page.data).toEqual({ ok: false, code: "billing-unavailable", message: membershipMessages.cancelUnavailable });
    expect(await row(email)).toMatchObject({ status: "active", cancel_at: null });
  });
});

describe("renewals through Stripe's events", () => {
  it("extends the paid-to date a month at each paid renewal", async () => {
    const { email, subscriptionId, member } = await activeMember();
    fake.billing.advance(subscriptionId, "succeeds");
    await delivered();
    const renewed = await row(email);
    expect(renewed).toMatchObject({ status: "active", failed_payments: 0 });
    expect(renewed.current_period_end).toEqual(addMonths(member.current_period_end, 1));
  });

  it("marks a failed renewal past due and stops the perks; Stripe's retry succeeding recovers it", async () => {
    const { email, subscriptionId, member } = await activeMember();
    fake.billing.advance(subscriptionId, "fails");
    await delivered();
    expect(await row(email)).toMatchObject({ status: "past_due", failed_payments: 1 });
    expect(await memberBenefitsFor(app.database.db, email, new Date(), TIME_ZONE)).toBeUndefined();
    fake.billing.retry(subscriptionId, "succeeds");
    await delivered();
    const recovered = await row(email);
    expect(recovered).toMatchObject({ status: "active", failed_payments: 0 });
    expect(recovered.current_period_end).toEqual(addMonths(member.current_period_end, 1));
    expect(await memberBenefitsFor(app.database.db, email, new Date(), TIME_ZONE)).toMatchObject({ discountPercent: 10, creditsLeft: 1 });
  });

  it("pauses the perks when Stripe's retries all fail", async () => {
    const { email, subscriptionId } = await activeMember();
    fake.billing.advance(subscriptionId, "fails");
    for (let attempt = 2; attempt <= fake.billing.maxAttempts; attempt++) fake.billing.retry(subscriptionId, "fails");
    await delivered();
    expect(fake.billing.subscriptions.get(subscriptionId)!.status).toBe("unpaid");
    expect(await row(email)).toMatchObject({ status: "paused", failed_payments: membershipTerms.renewalAttempts });
    const { membership } = (await (await asClient(app, await accountCookie(app, email))("GET", "/api/memberships/me")).json()) as { membership: Record<string, unknown> };
    expect(membership).toMatchObject({ status: "paused", perksActive: false, nextPayment: null, included: { leftThisMonth: 0 } });
  });
});

describe("cancelling", () => {
  it("inside the minimum term: ends at the term's end, renewing to it; Stripe's subscription is told the date", async () => {
    const { email, subscriptionId, member } = await settledMember();
    const client = asClient(app, await accountCookie(app, email));
    const cancelled = await client("POST", "/api/memberships/me/cancel");
    expect(cancelled.status).toBe(200);
    const termEnd = addMonths(member.started_at, membershipTerms.commitmentMonths);
    expect(await cancelled.json()).toEqual({ status: "cancelling", endsAt: termEnd.toISOString(), heldToMinimumTerm: true, refund: null });
    await delivered();
    expect(fake.billing.subscriptions.get(subscriptionId)!.cancel_at).toBe(termEnd.getTime() / 1000);
    // Asking again changes nothing and answers the same date.
    expect(await (await client("POST", "/api/memberships/me/cancel")).json()).toMatchObject({ endsAt: termEnd.toISOString() });

    fake.billing.advance(subscriptionId, "succeeds");
    fake.billing.advance(subscriptionId, "succeeds");
    await delivered();
    expect(await row(email)).toMatchObject({ status: "cancelling", current_period_end: termEnd });
    expect(await memberBenefitsFor(app.database.db, email, new Date(), TIME_ZONE)).toBeDefined();
    fake.billing.advance(subscriptionId, "succeeds");
    await delivered();
    expect(await row(email)).toMatchObject({ status: "ended", ended_at: termEnd });
    expect(await memberBenefitsFor(app.database.db, email, new Date(), TIME_ZONE)).toBeUndefined();
  });

  it("after the minimum term: ends at the end of the month paid for", async () => {
    const { email, subscriptionId, member } = await settledMember();
    for (let month = 0; month < membershipTerms.commitmentMonths; month++) fake.billing.advance(subscriptionId, "succeeds");
    await delivered();
    const paidTo = addMonths(member.started_at, membershipTerms.commitmentMonths + 1);
    expect((await row(email)).current_period_end).toEqual(paidTo);
    const cancelled = await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel");
    expect(await cancelled.json()).toEqual({ status: "cancelling", endsAt: paidTo.toISOString(), heldToMinimumTerm: false, refund: null });
    fake.billing.advance(subscriptionId, "succeeds");
    await delivered();
    expect(await row(email)).toMatchObject({ status: "ended", ended_at: paidTo });
  });

  it("answers 401 when not signed in, and 404 to a signed-in client who is not a member", async () => {
    expect((await app.post("/api/memberships/me/cancel", {})).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/memberships/me`)).status).toBe(401);
    const client = asClient(app, await accountCookie(app, "not-a-member@example.com"));
    expect((await client("POST", "/api/memberships/me/cancel")).status).toBe(404);
    expect(await (await client("GET", "/api/memberships/me")).json()).toEqual({ email: "not-a-member@example.com", membership: null });
  });
});

describe("Stripe's events twice or out of order", () => {
  it("applies each event once, and never moves the paid-to date back or fails a month already paid", async () => {
    const { email, subscriptionId, member, membershipId } = await activeMember();
    await delivered();
    fake.webhook = undefined;
    const from = fake.events.length;
    fake.billing.advance(subscriptionId, "fails");
    fake.billing.retry(subscriptionId, "succeeds");
    fake.billing.advance(subscriptionId, "succeeds");
    const held = fake.events.slice(from);
    heldBack += held.length;
    fake.webhook = { url: `${app.baseUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
    const auditBefore = await changes(membershipId);

    // Newest first: the third month's payment, then the second's, then the second's earlier failure.
    for (const event of [...held].reverse()) expect((await deliver(event.payload)).status).toBe(200);
    const after = await row(email);
    expect(after).toMatchObject({ status: "active", failed_payments: 0 });
    expect(after.current_period_end).toEqual(addMonths(member.current_period_end, 2));
    expect(await changes(membershipId)).toBe(auditBefore + 1);

    // Every one again: nothing changes.
    for (const event of held) expect((await deliver(event.payload)).status).toBe(200);
    expect(await row(email)).toMatchObject({ status: "active", current_period_end: after.current_period_end });
    expect(await changes(membershipId)).toBe(auditBefore + 1);
  });
});

describe("founding members", () => {
  it("keep the price they joined at when the tier's price changes: a new Price for new members, theirs renews as it was", async () => {
    const founder = await activeMember("vip");
    const raised = membershipTiers.map((tier) => (tier.id === "vip" ? { ...tier, pricePence: 16900 } : tier));
    const billing = createStripeBilling(new Stripe("sk_test_memberships", { telemetry: false, maxNetworkRetries: 0, host: "127.0.0.1", port: Number(new URL(fake.url).port), protocol: "http" }), "pk_test_memberships");
    const newcomer = await joinMembership(app.database.db, billing, { tier: "vip", name: "New Member", email: nextEmail() }, raised);
    expect(newcomer).toMatchObject({ outcome: "joined", answer: { amount: 16900 } });
    expect([...fake.billing.prices.values()].map((price) => price.lookup_key)).toEqual(expect.arrayContaining(["dreams_club_vip_gbp_14900_monthly", "dreams_club_vip_gbp_16900_monthly"]));

    const renewal = fake.billing.advance(founder.subscriptionId, "succeeds")!;
    await delivered();
    expect(renewal.amount_due).toBe(14900);
    expect(await row(founder.email)).toMatchObject({ price_pence: 14900, status: "active" });
  });
});
