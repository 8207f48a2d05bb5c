import { accountSessions } from "~/db/schema.server";
import { accountCookieName } from "~/features/client-session";
import { newToken, hashToken } from "~/lib/tokens.server";
import type { Sql } from "postgres";
import { addMonths, minimumTermEnd } from "~/features/memberships";
import { monthAfter, type FakeBilling } from "./fake-stripe-billing";
import type { TestApp } from "./test-app";

/**
 * A client signed in as the emailed link would sign her in (tests/integration/shop/account-sign-in.test.ts walks the
 * link itself): a session stored hashed, its cookie for the requests (the built server runs as production: __Host-).
 */
export async function accountCookie(app: Pick<TestApp, "database">, email: string, { production = false } = {}): Promise<string> {
  const sessionId = newToken();
  await app.database.db.insert(accountSessions).values({ idHash: hashToken(sessionId), email, expiresAt: new Date(Date.now() + 86_400_000) });
  return `${accountCookieName(production)}=${sessionId}`;
}

/** fetch() against the app as that client, with a JSON body when one is given. */
export const asClient = (app: TestApp, cookie: string) => (method: string, path: string, body?: unknown) =>
  fetch(`${app.baseUrl}${path}`, { method, headers: { cookie, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

/** Waits for something the app does after answering (a webhook delivered) to be true. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Moves a membership's start `days` back, as if she had joined then, and works its term and paid-to date out again
 * from that start by the rules (a month is a calendar month: 15 days back from 1 March is 15 February, and the term
 * ends on 15 May, not on 1 June less 15 days), as do the demo's first invoice and (given Stripe's stand-in) the
 * subscription's period and invoices, so the provider's later events agree. A member just joined, in her first month:
 * a test of the rules that apply after the 14-day right to cancel (docs/decisions/0036) starts from there.
 */
export async function joinedDaysAgo(app: { database: { sql: Sql } }, membershipId: string, days: number, billing?: FakeBilling): Promise<void> {
  const [row] = await app.database.sql`select started_at, provider_subscription_id from memberships where id = ${membershipId}`;
  const startedAt = new Date((row!.started_at as Date).getTime() - days * 86_400_000);
  const paidTo = addMonths(startedAt, 1);
  await app.database.sql`update memberships set started_at = ${startedAt}, minimum_term_end = ${minimumTermEnd(startedAt)},
    current_period_end = ${paidTo} where id = ${membershipId}`;
  await app.database.sql`update demo_invoices set period_start = ${startedAt}, period_end = ${paidTo} where membership_id = ${membershipId}`;
  if (!billing) return;
  const subscription = billing.subscriptions.get(row!.provider_subscription_id as string)!;
  const seconds = days * 86_400;
  for (const item of subscription.items.data) {
    item.current_period_start -= seconds;
    item.current_period_end = monthAfter(item.current_period_start);
  }
  for (const invoice of billing.invoices.values()) {
    if (invoice.parent.subscription_details.subscription !== subscription.id) continue;
    for (const line of invoice.lines.data) {
      line.period.start -= seconds;
      line.period.end = monthAfter(line.period.start);
    }
  }
}
