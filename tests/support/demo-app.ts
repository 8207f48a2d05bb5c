import type { EmailContext } from "~/features/mail";
import { createDemoProvider, type DemoProvider } from "~/features/payments/index.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { createTestDatabase } from "./database";
import { startTestApp, type TestApp } from "./test-app";

export interface DemoApp extends TestApp {
  /** The app's demo payment provider, to pay as the client's card form would (`confirm`) or to sweep. */
  provider: DemoProvider;
  /** The email context the app queues its emails with, for calls a test makes to the features directly. */
  emailContext: EmailContext;
}

/**
 * The app with the demo payment provider over a database of its own (dropped on `close`), and a generous form limit;
 * `env` adds to the settings.
 */
export async function startDemoApp(env: Record<string, string> = {}): Promise<DemoApp> {
  const settings = { RATE_LIMIT: "10000/60", ...env };
  const emailContext = emailContextFromEnv(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...settings }));
  const database = await createTestDatabase();
  const provider = createDemoProvider(database.db, emailContext);
  const app = await startTestApp(settings, database, { payments: provider });
  return {
    ...app,
    provider,
    emailContext,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
