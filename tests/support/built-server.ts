import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "./server-process";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

/**
 * The production build in its own process over a test database of its own, for this test file: started before its
 * tests (after `prepare` has set the database up), stopped and dropped after them. Read its fields inside tests.
 * With `mail`, an SMTP server of its own receives what the outbox sends (fast), links pointing at `mail.origin`.
 */
export function builtServer(
  env: Record<string, string> = {},
  prepare?: (database: TestDatabase) => Promise<void>,
  mail?: { origin: string },
) {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    await prepare?.(database);
    smtp = mail ? await startSmtpServer() : undefined;
    const mailEnv: Record<string, string> = smtp && mail ? { PUBLIC_URL: mail.origin, SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "100" } : {};
    server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", ...mailEnv, ...env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await smtp?.close();
    await database?.drop();
  });
  return {
    get baseUrl(): string {
      return server!.baseUrl;
    },
    get child(): ChildProcess {
      return server!.child;
    },
    get database(): TestDatabase {
      return database!;
    },
    get smtp(): TestSmtpServer {
      if (!smtp) throw new Error("this server was started without mail");
      return smtp;
    },
  };
}
