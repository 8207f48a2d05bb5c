import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Payments } from "~/server/api/booking-routes.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  baseUrl: string;
  database: TestDatabase;
  /** fetch() against this app with a JSON body when one is given. */
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real Express app (API, headers, throttling) on a random port, over a database of its own. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  database?: TestDatabase,
  options: { payments?: Payments; clock?: () => Date } = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "1000/60", ...envOverrides });
  const payments = options.payments ?? paymentsFromEnv(env, db.db);
  const app = createApp({ db: db.db, env, logger: createLogger(env.LOG_LEVEL), payments, bookingSettings: bookingSettingsFromEnv(env), clock: options.clock });
  const server: Server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database: db,
    post: (path, body, { headers, ...init } = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: "POST",
        ...init,
        headers: { "content-type": "application/json", ...(headers as Record<string, string> | undefined) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!database) await db.drop();
    },
  };
}

/** Creates a member of staff and signs her in through the API: the session cookie, `name=value`. */
export async function signInStaff(app: TestApp, username = "ada", password = "lavender mews teapot"): Promise<string> {
  await createStaffUser(app.database.db, username, password);
  return signedIn(app, username, password);
}

async function signedIn(app: TestApp, username: string, password: string): Promise<string> {
  const login = await app.post("/api/auth/login", { username, password });
  if (login.status !== 200) throw new Error(`staff sign-in answered ${login.status}`);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

/** A member of staff with this role (features/staff-session/roles.ts), signed in through the API: her session cookie. */
export async function signInWithRole(app: TestApp, role: "owner" | "reception" | "practitioner", username = `${role}-${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  await createStaffUser(app.database.db, username, "lavender mews teapot");
  await app.database.sql`update staff_members set role = ${role} where user_id = (select id from users where username = ${username})`;
  return signedIn(app, username, "lavender mews teapot");
}

/**
 * The demo's body therapist, Priya Shah (the seeded team), signed in as herself with the practitioner role: her
 * session cookie. Her account takes over her seeded team member, so her diary and her clients are the demo's.
 */
export async function signInAsPriya(app: TestApp): Promise<string> {
  const cookie = await signInWithRole(app, "practitioner", "priya");
  await app.database.sql`update staff_members set user_id = null where user_id = (select id from users where username = 'priya') and name <> 'Priya Shah'`;
  await app.database.sql`delete from staff_members where user_id is null and name = 'priya'`;
  await app.database.sql`update staff_members set user_id = (select id from users where username = 'priya') where name = 'Priya Shah'`;
  return cookie;
}

/** fetch() against the app as the signed-in member of staff whose session cookie this is, with a JSON body if given. */
export const asStaff = (app: TestApp, cookie: string) => (method: string, path: string, body?: unknown) =>
  fetch(`${app.baseUrl}${path}`, { method, headers: { cookie, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
