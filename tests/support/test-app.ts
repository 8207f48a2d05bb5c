import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Payments } from "~/server/api/booking-routes.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
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
  options: { payments?: Payments } = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "1000/60", ...envOverrides });
  const payments = options.payments ?? paymentsFromEnv(env, db.db);
  const app = createApp({ db: db.db, env, logger: createLogger(env.LOG_LEVEL), payments, bookingSettings: bookingSettingsFromEnv(env) });
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
