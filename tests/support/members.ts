import { accountSessions } from "~/db/schema.server";
import { accountCookieName } from "~/features/accounts";
import { newToken, hashToken } from "~/lib/tokens.server";
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
