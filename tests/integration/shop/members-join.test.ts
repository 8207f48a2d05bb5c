import { describe, expect, it } from "vitest";
import { membershipStatusText, membershipTermsCopy, membershipTiers } from "~/features/memberships";
import { applyBillingEvent } from "~/features/memberships/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { formatLondonDate } from "~/lib/display-time";
import { cancellationPeriodEnds } from "~/lib/cancellation-period";
import { formatPrice, formatTotal } from "~/lib/money";
import { joinedDaysAgo } from "../../support/members";
import { builtServer } from "../../support/built-server";

/*
 * The Dreams Club's join flow, the member's account and the Members tab (issue 13, docs/decisions/0028) against the
 * built server with the demo provider, its outbox worker and a real SMTP server: the join pages and the terms from
 * the tiers, the welcome email and its one-time sign-in link, the account's membership and cancelling inside the
 * term, the staff API, members.csv and the privacy export and erasure.
 */
const server = builtServer({ RATE_LIMIT: "10000/60", PAGE_CACHE_SECONDS: "300", LOG_LEVEL: "error" }, undefined, { origin: "https://studio.example" });
const sql = () => server.database.sql;
const get = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const form = (fields: Record<string, string>, cookie: string) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  body: new URLSearchParams(fields).toString(),
});
/** React escapes the apostrophe. */
const text = async (response: Response) => (await response.text()).replaceAll("&#x27;", "'").replaceAll("<!-- -->", "");

async function join(email: string, tier = "essential", card = "4242424242424242") {
  const answer = await post("/api/memberships", { tier, name: "Ada Member", email });
  expect(answer.status).toBe(201);
  const { clientSecret } = (await answer.json()) as { clientSecret: string };
  const paid = await post("/api/demo-payments/confirm", { clientSecret, cardNumber: card, expiry: "12/34", cvc: "123" });
  expect(paid.status).toBe(200);
}

async function welcomeTo(address: string) {
  for (let count = 1; ; count++) {
    const mails = await server.smtp.waitFor(count);
    const found = mails.find(({ envelope, mail }) => envelope.to.includes(address) && mail.subject?.startsWith("Welcome to the Dreams Club"));
    if (found) return found.mail;
  }
}

async function signInFromWelcome(address: string): Promise<string> {
  const mail = await welcomeTo(address);
  const link = /https:\/\/studio\.example(\/account\/sign-in\/[A-Za-z0-9_-]{43})/.exec(mail.text ?? "")![1]!;
  const answer = await get(link, form({}, ""));
  expect(answer.status).toBe(302);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

async function staffCookie() {
  await createStaffUser(server.database.db, "ada", "lavender mews teapot").catch(() => undefined);
  const login = await post("/api/auth/login", { username: "ada", password: "lavender mews teapot" });
  expect(login.status).toBe(200);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

describe("the join pages", () => {
  it("has one per tier with its price, inclusions and the terms the billing applies; an unknown tier is 404", async () => {
    for (const tier of membershipTiers) {
      const answer = await get(`/dreams-club/join/${tier.id}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toContain("no-store");
      const html = await text(answer);
      expect(html).toContain(`Join ${tier.name}`);
      expect(html).toContain(`£${tier.pricePence / 100}`);
      expect(html).toContain(membershipTermsCopy.minimumTerm);
      expect(html).toContain('data-island="join"');
    }
    expect((await get("/dreams-club/join/platinum")).status).toBe(404);
  });

  it("is where the services page's buttons lead, and the policies page states the same terms", async () => {
    const services = await text(await get("/services"));
    for (const tier of membershipTiers) expect(services).toContain(`href="/dreams-club/join/${tier.id}"`);
    expect(services).not.toContain("/contact?service=membership");
    const policies = await text(await get("/policies"));
    for (const term of Object.values(membershipTermsCopy)) expect(policies).toContain(term);
  });
});

describe("joining, the welcome and the account", () => {
  it("welcomes a new member once, with a sign-in link that opens her account with her membership", async () => {
    const email = "welcome-member@example.com";
    await join(email);
    const mail = await welcomeTo(email);
    expect(mail.text).toContain("Essential");
    expect(mail.text).toContain(formatPrice(5900));
    // The outbox kept no working link: the token was filled in as it was sent.
    const [queued] = await sql()`select text from outbox where kind = 'membership-welcome' and "to" = ${email}`;
    expect(queued!.text).toContain("{{account-sign-in-token}}");
    expect((await sql()`select count(*)::int as n from outbox where kind = 'membership-welcome' and "to" = ${email}`)[0]!.n).toBe(1);

    const cookie = await signInFromWelcome(email);
    const account = await text(await get("/account", { headers: { cookie } }));
    expect(account).toContain("Dreams Club Essential");
    expect(account).toContain("1 of 1 brow services left");
    expect(account).toContain("Cancel membership");
    // Signed in, the join page fills in her address and fixes it.
    const joinPage = await text(await get("/dreams-club/join/vip", { headers: { cookie } }));
    expect(joinPage).toContain(`value="${email}"`);
    expect(joinPage).toMatch(/readOnly|readonly/);
    // Never kept by the page cache: the next visitor does not see her address.
    expect(await text(await get("/dreams-club/join/vip"))).not.toContain(email);
  });

  it("within 14 days of joining, the confirmation states the refund and the day the right ends; cancelling ends it at once", async () => {
    const email = "changed-mind@example.com";
    await join(email, "vip");
    const cookie = await signInFromWelcome(email);
    const confirm = await text(await get("/account?cancel-membership", { headers: { cookie } }));
    expect(confirm).toContain("the minimum term does not apply");
    expect(confirm).toContain(formatTotal(membershipTiers.find((tier) => tier.id === "vip")!.pricePence));
    const [member] = await sql()`select started_at from memberships where email = ${email}`;
    expect(confirm).toContain(formatLondonDate(new Date(cancellationPeriodEnds(member!.started_at, "Europe/London").getTime() - 1)));

    const cancelled = await get("/account", form({ intent: "cancel-membership" }, cookie));
    expect(cancelled.status).toBe(302);
    expect((await sql()`select status from memberships where email = ${email}`)[0]!.status).toBe("ended");
    const after = await text(await get("/account?membership-cancelled", { headers: { cookie } }));
    expect(after).toContain("Your membership has ended and nothing more will be charged");
  });

  it("cancels inside the minimum term at the term's end, after stating that date; asking again changes nothing", async () => {
    const email = "leaving-member@example.com";
    await join(email, "signature");
    const cookie = await signInFromWelcome(email);
    // Joined 15 days ago: past the 14-day right to cancel, the minimum term binds (docs/decisions/0036).
    const [joined] = await sql()`select id from memberships where email = ${email}`;
    await joinedDaysAgo(server, joined!.id as string, 15);
    const [member] = await sql()`select minimum_term_end from memberships where email = ${email}`;
    const termEnd = formatLondonDate(member!.minimum_term_end);

    const confirm = await text(await get("/account?cancel-membership", { headers: { cookie } }));
    expect(confirm).toContain("Cancel your membership?");
    expect(confirm).toContain(termEnd);
    expect((await sql()`select status from memberships where email = ${email}`)[0]!.status).toBe("active");

    const cancelled = await get("/account", form({ intent: "cancel-membership" }, cookie));
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toContain("membership-cancelled");
    const [row] = await sql()`select status, cancel_at, minimum_term_end from memberships where email = ${email}`;
    expect(row!.status).toBe("cancelling");
    expect(row!.cancel_at).toEqual(row!.minimum_term_end);
    const after = await text(await get("/account?membership-cancelled", { headers: { cookie } }));
    expect(after).toContain(`It continues until ${termEnd}`);
    expect(after).not.toContain("Cancel membership<");

    expect((await get("/account", form({ intent: "cancel-membership" }, cookie))).status).toBe(302);
    expect((await sql()`select count(*)::int as n from membership_changes c join memberships m on m.id = c.membership_id where m.email = ${email} and c.reason = 'cancelled by the member'`)[0]!.n).toBe(1);
  });

  it("explains a failed renewal on the account: perks paused, the retry said", async () => {
    const email = "late-payer@example.com";
    await join(email);
    const cookie = await signInFromWelcome(email);
    const [member] = await sql()`select provider_subscription_id, current_period_end from memberships where email = ${email}`;
    const later = new Date(member!.current_period_end.getTime() + 30 * 86_400_000);
    const failed = { id: `test:${email}:failed`, provider: "demo" as const, subscriptionId: member!.provider_subscription_id, type: "invoice.payment_failed" as const, periodEnd: later, attemptCount: 1, first: false };
    expect(await applyBillingEvent(server.database.db, failed)).toBe("applied");
    const account = await text(await get("/account", { headers: { cookie } }));
    expect(account).toContain(membershipStatusText.past_due.explain);
    expect(account).toContain("Payment failed");
    expect(account).toMatch(/Included this month<\/dt><dd[^>]*>Paused/);
  });

  it("sends someone not signed in to sign in rather than cancelling anything", async () => {
    const answer = await get("/account", form({ intent: "cancel-membership" }, ""));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account/sign-in");
  });
});

describe("staff: the members list, members.csv and privacy", () => {
  it("lists started memberships to staff only, with totals; a bad page is 400", async () => {
    await join("staff-view@example.com", "vip");
    // A join never paid is no membership.
    expect((await post("/api/memberships", { tier: "essential", name: "Una Paid", email: "unpaid@example.com" })).status).toBe(201);
    expect((await get("/api/memberships")).status).toBe(401);
    const cookie = await staffCookie();
    const answer = await get("/api/memberships", { headers: { cookie } });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { rows: { email: string; tier: string; status: string; pricePence: number; nextPaymentOn: string | null }[]; totals: { liveByTier: Record<string, number>; monthlyRevenuePence: number }; page: number; pages: number; count: number };
    expect(page.rows.find((row) => row.email === "staff-view@example.com")).toMatchObject({ tier: "vip", status: "active", pricePence: 14900 });
    expect(page.rows.some((row) => row.email === "unpaid@example.com")).toBe(false);
    const live = await sql()`select tier, status, price_pence from memberships where status in ('active', 'past_due', 'paused', 'cancelling')`;
    expect(page.totals.liveByTier.vip).toBe(live.filter((row) => row.tier === "vip").length);
    expect(page.totals.monthlyRevenuePence).toBe(live.filter((row) => row.status === "active" || row.status === "past_due").reduce((sum, row) => sum + Number(row.price_pence), 0));
    expect((await get("/api/memberships?page=0", { headers: { cookie } })).status).toBe(400);
    expect((await get("/api/memberships?page=abc", { headers: { cookie } })).status).toBe(400);
    expect(((await (await get("/api/memberships?page=99", { headers: { cookie } })).json()) as { page: number }).page).toBe(page.pages);

    const csv = await (await get("/api/admin/export/members.csv", { headers: { cookie } })).text();
    expect(csv.split("\n")[0]).toContain("Tier");
    expect(csv).toContain("staff-view@example.com");
    expect(csv).toContain("149.00");
    expect(csv).not.toContain("unpaid@example.com");
  });

  it("exports her memberships; refuses to erase while one is live (changing nothing), and anonymises it once ended", async () => {
    const email = "erase-member@example.com";
    await join(email);
    const cookie = await staffCookie();
    const found = (await (await get(`/api/admin/privacy?email=${encodeURIComponent(email)}`, { headers: { cookie } })).json()) as { memberships: { tier: string; status: string }[] };
    expect(found.memberships).toMatchObject([{ tier: "essential", status: "active" }]);

    const bookingsBefore = await sql()`select count(*)::int as n from outbox where "to" = ${email}`;
    const refused = await post("/api/admin/privacy/erase", { email }, { cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("live-membership");
    expect((await sql()`select count(*)::int as n from outbox where "to" = ${email}`)[0]!.n).toBe(bookingsBefore[0]!.n);
    expect((await sql()`select count(*)::int as n from memberships where email = ${email}`)[0]!.n).toBe(1);

    const [member] = await sql()`select provider_subscription_id from memberships where email = ${email}`;
    expect(await applyBillingEvent(server.database.db, { id: `test:${email}:deleted`, provider: "demo", subscriptionId: member!.provider_subscription_id, type: "subscription.deleted", endedAt: new Date() })).toBe("applied");
    const erased = await post("/api/admin/privacy/erase", { email }, { cookie });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { membershipsAnonymised: number }).membershipsAnonymised).toBe(1);
    expect((await sql()`select count(*)::int as n from memberships where lower(email) = ${email}`)[0]!.n).toBe(0);
    expect((await sql()`select count(*)::int as n from memberships where name = 'Erased on request' and tier = 'essential' and price_pence = 5900`)[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
