import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "./server-process";

/**
 * The production build in its own process over a test database of its own, for this test file: started before its
 * tests (after `prepare` has set the database up), stopped and dropped after them. Read its fields inside tests.
 */
export function builtServer(env: Record<string, string> = {}, prepare?: (database: TestDatabase) => Promise<void>) {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    await prepare?.(database);
    server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", ...env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
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
  };
}
