import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { addMonths, cancellationTakesEffect, membershipAdminMessages, membershipTerms, membershipTiers } from "~/features/memberships";
import { defaultEmailContext } from "~/features/mail";
import { cancelMemberAction } from "~/features/memberships/admin/index.server";
import { claimIncludedCredit, createDemoBilling, joinMembership, memberBenefitsFor, releaseIncludedCredit, sweepDemoRenewals } from "~/features/memberships/index.server";
import { accountCookie, asClient, joinedDaysAgo } from "../../support/members";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/*
 * Dreams Club memberships with the demo provider (no Stripe keys; docs/decisions/0027): the same API, the first month
 * paid with Stripe's test cards through the demo card form, renewals taken by the server's sweep at each period's end.
 */
let app: TestApp;
const TIME_ZONE = "Europe/London";
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
});
afterAll(() => app.close());

let count = 0;
const nextEmail = () => `demo-member${++count}@example.com`;
const row = async (email: string) => (await app.database.sql`select * from memberships where email = ${email} order by created_at desc limit 1`)[0]!;
const sweep = (at: Date) => sweepDemoRenewals(app.database.db, at);
const pay = (clientSecret: string, cardNumber = "4242424242424242") => app.post("/api/demo-payments/confirm", { clientSecret, cardNumber, expiry: "12/34", cvc: "123" });

async function join(tier = "essential", email = nextEmail()) {
  const answer = await app.post("/api/memberships", { tier, name: "Ada Member", email });
  expect(answer.status).toBe(201);
  return { email, ...((await answer.json()) as { membershipId: string; clientSecret: string; amount: number; provider: string; publishableKey: string | null }) };
}

async function activeMember(tier = "essential", card = "4242424242424242") {
  const joined = await join(tier);
  expect((await pay(joined.clientSecret, card)).status).toBe(200);
  const member = await row(joined.email);
  expect(member.status).toBe("active");
  return { ...joined, member };
}

/** A member who joined 15 days ago: past the 14-day right to cancel, so the minimum term binds (docs/decisions/0036). */
async function settledMember(tier = "essential") {
  const { member, ...joined } = await activeMember(tier);
  await joinedDaysAgo(app, member.id as string, 15);
  return { ...joined, member: await row(joined.email) };
}

describe("joining with the demo provider", () => {
  it("answers the card step, and 4242 starts the membership at once: term, paid-to date, the account", async () => {
    const joined = await join("essential");
    expect(joined).toMatchObject({ provider: "demo", publishableKey: null, amount: 5900 });
    expect((await row(joined.email)).status).toBe("incomplete");
    expect(await (await pay(joined.clientSecret)).json()).toMatchObject({ status: "succeeded" });
    const member = await row(joined.email);
    expect(member).toMatchObject({ status: "active", price_pence: 5900, provider: "demo" });
    expect(member.minimum_term_end).toEqual(addMonths(member.started_at, membershipTerms.commitmentMonths));
    expect(member.current_period_end).toEqual(addMonths(member.started_at, 1));
    const { membership } = (await (await asClient(app, await accountCookie(app, joined.email))("GET", "/api/memberships/me")).json()) as { membership: Record<string, unknown> };
    expect(membership).toMatchObject({ status: "active", tierName: "Essential", included: { kind: "brow", perMonth: 1, leftThisMonth: 1 }, perksActive: true });
    // Paid once: a second "Pay" is refused.
    expect((await pay(joined.clientSecret)).status).toBe(409);
  });

  it("keeps the join incomplete on a declined card; 3155 asks the bank, and approving starts it", async () => {
    const joined = await join("vip");
    const declined = await pay(joined.clientSecret, "4000000000000002");
    expect(declined.status).toBe(402);
    expect((await row(joined.email)).status).toBe("incomplete");
    expect(await (await pay(joined.clientSecret, "4000002500003155")).json()).toMatchObject({ status: "requires_action" });
    expect((await row(joined.email)).status).toBe("incomplete");
    const approved = await app.post("/api/demo-payments/authenticate", { clientSecret: joined.clientSecret, approve: true });
    expect(approved.status).toBe(200);
    expect(await row(joined.email)).toMatchObject({ status: "active", tier: "vip", price_pence: 14900 });
  });

  it("refuses bad input with the fields' errors and stores nothing; a live member gets 409", async () => {
    const before = (await app.database.sql`select count(*)::int as n from memberships`)[0]!.n;
    const bad = await app.post("/api/memberships", { tier: "platinum", name: "A", email: "nope" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "name", "tier"]);
    expect(body.fieldErrors.tier).toEqual(["Choose Essential, Signature or VIP."]);
    expect((await app.post("/api/memberships", "not json", { headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await app.database.sql`select count(*)::int as n from memberships`)[0]!.n).toBe(before);

    const { email } = await activeMember();
    expect((await app.post("/api/memberships", { tier: "signature", name: "Ada Member", email })).status).toBe(409);
  });

  it("leaves one join to pay when two are started at once; the abandoned one can no longer be paid", async () => {
    const email = nextEmail();
    const answers = await Promise.all(["essential", "signature"].map((tier) => app.post("/api/memberships", { tier, name: "Ada Member", email })));
    // Each is started, or (when the other abandoned it before it reached the provider) refused as superseded.
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const joins = (await Promise.all(answers.filter((answer) => answer.status === 201).map((answer) => answer.json()))) as { membershipId: string; clientSecret: string }[];
    const rows = await app.database.sql`select id, status from memberships where email = ${email}`;
    const open = rows.filter((candidate) => candidate.status === "incomplete");
    expect(open).toHaveLength(1);
    for (const join of joins.filter((candidate) => candidate.membershipId !== open[0]!.id)) expect((await pay(join.clientSecret)).status).toBe(409);
    expect((await pay(joins.find((candidate) => candidate.membershipId === open[0]!.id)!.clientSecret)).status).toBe(200);
    // By id: the join that waited for the other's lock may carry the earlier created_at (its transaction's start).
    expect((await app.database.sql`select status from memberships where id = ${open[0]!.id}`)[0]!.status).toBe("active");
  });

  it("expires a join left unpaid after Stripe's 23 hours, as the system: its card step can no longer pay, and she may join again", async () => {
    const joined = await join("signature");
    const createdAt = (await row(joined.email)).created_at as Date;
    const expiry = membershipTerms.unpaidJoinExpiryHours * 3_600_000;
    await sweep(new Date(createdAt.getTime() + expiry - 1000));
    expect((await row(joined.email)).status).toBe("incomplete");

    // The row's time has microseconds: a millisecond later is past it.
    const at = new Date(createdAt.getTime() + expiry + 1);
    await sweep(at);
    expect(await row(joined.email)).toMatchObject({ status: "ended", ended_at: at });
    const audit = await app.database.sql`select from_status, to_status, actor, reason from membership_changes where membership_id = ${joined.membershipId} order by created_at`;
    expect(audit.at(-1)).toMatchObject({ from_status: "incomplete", to_status: "ended", actor: "system", reason: expect.stringContaining("incomplete_expired") });
    // Swept again: nothing more happens.
    await sweep(new Date(at.getTime() + 60_000));
    expect(await app.database.sql`select id from membership_changes where membership_id = ${joined.membershipId}`).toHaveLength(audit.length);

    expect((await pay(joined.clientSecret)).status).toBe(409);
    expect((await row(joined.email)).status).toBe("ended");
    const again = await join("essential", joined.email);
    expect((await pay(again.clientSecret)).status).toBe(200);
    expect(await row(joined.email)).toMatchObject({ id: again.membershipId, status: "active" });
  });

  it("does not expire a join paid for: a paid first month stays a membership", async () => {
    const { email, member } = await activeMember("essential");
    await sweep(new Date((member.created_at as Date).getTime() + membershipTerms.unpaidJoinExpiryHours * 3_600_000));
    expect((await row(email)).status).toBe("active");
  });
});

describe("renewals by the demo's sweep", () => {
  it("renews at the period's end at her price, once however often (and however many instances) sweep", async () => {
    const { email, member } = await activeMember();
    const end = member.current_period_end as Date;
    await sweep(new Date(end.getTime() - 1000));
    expect((await row(email)).current_period_end).toEqual(end);
    await Promise.all([sweep(new Date(end.getTime() + 1000)), sweep(new Date(end.getTime() + 1000))]);
    const renewed = await row(email);
    expect(renewed).toMatchObject({ status: "active", failed_payments: 0 });
    expect(renewed.current_period_end).toEqual(addMonths(end, 1));
    const invoices = await app.database.sql`select amount_pence, status from demo_invoices where membership_id = ${member.id} order by period_start`;
    expect(invoices.map((invoice) => [invoice.amount_pence, invoice.status])).toEqual([
      [5900, "succeeded"],
      [5900, "succeeded"],
    ]);
  });

  it("marks a declined renewal past due (perks stop), retries days later, and recovers when a retry is paid", async () => {
    // Stripe's 4000 0000 0000 0341: pays the first month, declines later charges.
    const { email, member } = await activeMember("essential", "4000000000000341");
    const end = member.current_period_end as Date;
    await sweep(new Date(end.getTime() + 1000));
    expect(await row(email)).toMatchObject({ status: "past_due", failed_payments: 1 });
    expect(await memberBenefitsFor(app.database.db, email, new Date(end.getTime() + 2000), TIME_ZONE)).toBeUndefined();
    // Not again before the retry is due.
    await sweep(new Date(end.getTime() + DAY));
    expect((await row(email)).failed_payments).toBe(1);
    // She pays with another card (the card on the open invoice changes), and the next retry takes it.
    await app.database.sql`update demo_invoices set card_number = '4242424242424242' where membership_id = ${member.id} and status = 'requires_payment_method'`;
    await sweep(new Date(end.getTime() + membershipTerms.retryDays * DAY + 1000));
    const recovered = await row(email);
    expect(recovered).toMatchObject({ status: "active", failed_payments: 0 });
    expect(recovered.current_period_end).toEqual(addMonths(end, 1));
    expect(await memberBenefitsFor(app.database.db, email, new Date(), TIME_ZONE)).toMatchObject({ tier: "essential", creditsLeft: 1 });
  });

  it("pauses the perks when every attempt fails, and tries no more", async () => {
    const { email, member } = await activeMember("signature", "4000000000000341");
    const end = (member.current_period_end as Date).getTime();
    for (let attempt = 0; attempt < membershipTerms.renewalAttempts; attempt++) await sweep(new Date(end + attempt * membershipTerms.retryDays * DAY + 1000));
    expect(await row(email)).toMatchObject({ status: "paused", failed_payments: membershipTerms.renewalAttempts });
    await sweep(new Date(end + 30 * DAY));
    const [invoice] = await app.database.sql`select attempts from demo_invoices where membership_id = ${member.id} and status = 'requires_payment_method'`;
    expect(invoice!.attempts).toBe(membershipTerms.renewalAttempts);
  });
});

describe("cancelling with the demo provider", () => {
  it("inside the minimum term: renews to the term's end, then ends", async () => {
    const { email, member } = await settledMember();
    const termEnd = addMonths(member.started_at, membershipTerms.commitmentMonths);
    const cancelled = await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel");
    expect(await cancelled.json()).toEqual({ status: "cancelling", endsAt: termEnd.toISOString(), heldToMinimumTerm: true, refund: null });
    await sweep(new Date(addMonths(member.started_at, 1).getTime() + 1000));
    await sweep(new Date(addMonths(member.started_at, 2).getTime() + 1000));
    expect(await row(email)).toMatchObject({ status: "cancelling", current_period_end: termEnd });
    await sweep(new Date(termEnd.getTime() + 1000));
    expect(await row(email)).toMatchObject({ status: "ended", ended_at: termEnd });
    expect((await app.database.sql`select count(*)::int as n from demo_invoices where membership_id = ${member.id}`)[0]!.n).toBe(membershipTerms.commitmentMonths);
  });

  it("after the minimum term: ends at the end of the month paid for; the audit names who did what", async () => {
    const { email, member } = await settledMember();
    for (let month = 1; month <= membershipTerms.commitmentMonths; month++) await sweep(new Date(addMonths(member.started_at, month).getTime() + 1000));
    const paidTo = addMonths(member.started_at, membershipTerms.commitmentMonths + 1);
    const cancelled = await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel");
    expect(await cancelled.json()).toEqual({ status: "cancelling", endsAt: paidTo.toISOString(), heldToMinimumTerm: false, refund: null });
    await sweep(new Date(paidTo.getTime() + 1000));
    expect(await row(email)).toMatchObject({ status: "ended", ended_at: paidTo });
    const audit = await app.database.sql`select from_status, to_status, actor from membership_changes where membership_id = ${member.id} order by created_at`;
    expect(audit.map((change) => `${change.from_status ?? "-"}>${change.to_status} ${change.actor}`)).toEqual([
      "->incomplete member",
      "incomplete>active payment:demo",
      "active>active payment:demo",
      "active>active payment:demo",
      "active>active payment:demo",
      "active>cancelling member",
      "cancelling>ended payment:demo",
    ]);
  });

  it("finds nothing to cancel in a join that was never paid (404)", async () => {
    const joined = await join();
    // An unpaid join is not live: she has nothing to cancel.
    expect((await asClient(app, await accountCookie(app, joined.email))("POST", "/api/memberships/me/cancel")).status).toBe(404);
  });
});

describe("staff cancelling a membership (POST /api/memberships/:id/cancel)", () => {
  const cancelEmails = (email: string) => app.database.sql`select subject, text from outbox where "to" = ${email} and kind = 'membership-cancelled'`;

  it("is staff only; cancels by the member's own rule, at the provider's schedule, audited with the staff member, and emails her once", async () => {
    const { email, member } = await settledMember("signature");
    expect((await app.post(`/api/memberships/${member.id}/cancel`, {})).status).toBe(401);
    // Signed in as the member is not staff.
    expect((await asClient(app, await accountCookie(app, email))("POST", `/api/memberships/${member.id}/cancel`)).status).toBe(401);
    expect((await row(email)).cancel_at).toBeNull();

    const staff = asStaff(app, await signInStaff(app, "flora", "lavender mews teapot"));
    const endsAt = cancellationTakesEffect(member.started_at as Date, member.current_period_end as Date);
    // Inside the minimum term: she stays to its end.
    expect(endsAt).toEqual(member.minimum_term_end);
    const cancelled = await staff("POST", `/api/memberships/${member.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ status: "cancelling", endsAt: endsAt.toISOString(), heldToMinimumTerm: true, refund: null });
    expect(await row(email)).toMatchObject({ status: "cancelling", cancel_at: endsAt });
    const audit = await app.database.sql`select from_status, to_status, actor, reason from membership_changes where membership_id = ${member.id} order by created_at`;
    expect(audit.at(-1)).toEqual({ from_status: "active", to_status: "cancelling", actor: "staff:flora", reason: "cancelled by staff (flora)" });
    const [mail] = await cancelEmails(email);
    expect(mail!.subject).toContain("ends on");
    expect(mail!.text).toContain("Signature membership is cancelled");

    // Asking again answers the same, and changes and sends nothing more (as her own cancel does).
    const again = await staff("POST", `/api/memberships/${member.id}/cancel`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "cancelling", endsAt: endsAt.toISOString(), heldToMinimumTerm: true, refund: null });
    expect(await app.database.sql`select id from membership_changes where membership_id = ${member.id}`).toHaveLength(audit.length);
    expect(await cancelEmails(email)).toHaveLength(1);

    // The demo's schedule is the membership's cancel_at: it renews to the term's end, then ends instead of renewing.
    for (let month = 1; month <= membershipTerms.commitmentMonths; month++) await sweep(new Date(addMonths(member.started_at as Date, month).getTime() + 1000));
    expect(await row(email)).toMatchObject({ status: "ended", ended_at: endsAt });
    expect((await staff("POST", `/api/memberships/${member.id}/cancel`)).status).toBe(409);
  });

  it("answers 404 for an unknown membership, 409 for a join never paid; her own cancel sends the same email", async () => {
    const staff = asStaff(app, await signInStaff(app, "gwen", "lavender mews teapot"));
    expect((await staff("POST", "/api/memberships/00000000-0000-4000-8000-000000000000/cancel")).status).toBe(404);
    expect((await staff("POST", "/api/memberships/not-an-id/cancel")).status).toBe(404);
    const unpaid = await join();
    const refused = await staff("POST", `/api/memberships/${unpaid.membershipId}/cancel`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "not-cancellable" });
    expect((await row(unpaid.email)).status).toBe("incomplete");

    const { email } = await settledMember("essential");
    expect((await asClient(app, await accountCookie(app, email))("POST", "/api/memberships/me/cancel")).status).toBe(200);
    const [mail] = await cancelEmails(email);
    expect(mail!.text).toContain("Essential membership is cancelled");
  });

  it("is the Members tab's use case too: its refusals and its answer are the API's", async () => {
    const cookie = await signInStaff(app, "hazel", "lavender mews teapot");
    const api = asStaff(app, cookie);
    const context = { db: app.database.db, membershipBilling: createDemoBilling(app.database.db), emailContext: defaultEmailContext, bookingSettings: { timeZone: TIME_ZONE }, production: false } as unknown as AppLoadContext;
    const tab = async (id: string, body: unknown = {}) => {
      const request = new Request(`http://studio.test/admin/members/${id}/cancel`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
      const result = (await cancelMemberAction({ request, context, params: { id } } as unknown as ActionFunctionArgs)) as { init?: ResponseInit; data?: unknown };
      return "data" in result ? { status: result.init?.status, body: result.data } : { status: 200, body: result };
    };
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await tab(unknown)).toEqual({ status: 404, body: { ok: false, code: "not-found", message: membershipAdminMessages.notFound } });
    expect(await (await api("POST", `/api/memberships/${unknown}/cancel`)).json()).toEqual({ message: membershipAdminMessages.notFound, code: "not-found" });
    const unpaid = await join();
    expect(await tab(unpaid.membershipId)).toEqual({ status: 409, body: { ok: false, code: "not-cancellable", message: membershipAdminMessages.notCancellable } });

    const { member } = await settledMember("essential");
    const future = await tab(member.id, { receivedAt: new Date(Date.now() + 3 * DAY).toISOString() });
    expect(future).toMatchObject({ status: 400, body: { ok: false, code: "invalid", fieldErrors: { receivedAt: [expect.any(String)] } } });
    const cancelled = await tab(member.id);
    expect(cancelled).toMatchObject({ status: 200, body: { ok: true, answer: { status: "cancelling", refund: null } } });
    // Asked again through the API, the same cancellation answers the same.
    expect(await (await api("POST", `/api/memberships/${member.id}/cancel`)).json()).toEqual((cancelled.body as { answer: unknown }).answer);
  });
});

describe("founding members with the demo provider", () => {
  it("renew at the price they joined at after the tier's price goes up", async () => {
    const founder = await activeMember("vip");
    const raised = membershipTiers.map((tier) => (tier.id === "vip" ? { ...tier, pricePence: 16900 } : tier));
    const newcomer = await joinMembership(app.database.db, createDemoBilling(app.database.db), { tier: "vip", name: "New Member", email: nextEmail() }, raised);
    expect(newcomer).toMatchObject({ outcome: "joined", answer: { amount: 16900 } });
    await sweep(new Date((founder.member.current_period_end as Date).getTime() + 1000));
    const invoices = await app.database.sql`select amount_pence from demo_invoices where membership_id = ${founder.member.id} order by period_start`;
    expect(invoices.map((invoice) => invoice.amount_pence)).toEqual([14900, 14900]);
    expect(await row(founder.email)).toMatchObject({ status: "active", price_pence: 14900 });
  });
});

describe("included treatments", () => {
  let day = 0;
  /** A booking on a day of its own (the diary allows no overlap). */
  async function booking(email: string) {
    day += 1;
    const [created] = await app.database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until)
      values ('Ada Member', ${email}, '07700 900123', 'brow-lamination', 'pending', 'unpaid', 0,
              now() + make_interval(days => ${100 + day}), now() + make_interval(days => ${100 + day}, hours => 1), now() + make_interval(days => ${100 + day}, hours => 1))
      returning id`;
    return created!.id as string;
  }
  const claim = (email: string, bookingId: string, at: Date) => app.database.db.transaction((tx) => claimIncludedCredit(tx, email, bookingId, at, TIME_ZONE));

  it("gives one a month, once even when two bookings race for it; the next month brings another; a released one comes back", async () => {
    const { email } = await activeMember("essential");
    const now = new Date();
    const [first, second] = await Promise.all([booking(email), booking(email)].map(async (made) => claim(email, await made, now)));
    expect([first!.outcome, second!.outcome].sort()).toEqual(["claimed", "none-left"]);
    expect(await memberBenefitsFor(app.database.db, email, now, TIME_ZONE)).toMatchObject({ creditsLeft: 0, discountPercent: 10 });
    const { membership } = (await (await asClient(app, await accountCookie(app, email))("GET", "/api/memberships/me")).json()) as { membership: { included: { leftThisMonth: number } } };
    expect(membership.included.leftThisMonth).toBe(0);

    const nextMonth = addMonths(now, 1);
    expect(await memberBenefitsFor(app.database.db, email, nextMonth, TIME_ZONE)).toMatchObject({ creditsLeft: 1 });

    const [claimed] = await app.database.sql`
      select c.booking_id from membership_credits c join memberships m on m.id = c.membership_id where m.email = ${email} and c.released_at is null`;
    await releaseIncludedCredit(app.database.db, claimed!.booking_id as string);
    expect(await memberBenefitsFor(app.database.db, email, now, TIME_ZONE)).toMatchObject({ creditsLeft: 1 });
  });

  it("gives none to someone who is not a member or whose perks are paused", async () => {
    expect(await claim("stranger@example.com", await booking("stranger@example.com"), new Date())).toEqual({ outcome: "not-a-member" });
    const { email, member } = await activeMember("essential", "4000000000000341");
    await sweep(new Date((member.current_period_end as Date).getTime() + 1000));
    expect((await row(email)).status).toBe("past_due");
    expect(await claim(email, await booking(email), new Date())).toEqual({ outcome: "not-a-member" });
  });
});
