import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * Copy reads the settings (DESIGN 1, issue 9): the booking pages state the horizon, the lead time and the hold from
 * BOOKING_* through their loaders, in the HTML the server renders.
 */
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    RATE_LIMIT: "100000/60",
    BOOKING_HORIZON_DAYS: "14",
    BOOKING_HOLD_MINUTES: "5",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

const text = async (path: string) => (await (await fetch(`${server.baseUrl}${path}`)).text()).replace(/<!-- -->/g, "");

describe("booking settings in the booking pages' copy", () => {
  it("/book states a 2-week horizon and a 5-minute hold, and never the defaults", async () => {
    const html = await text("/book");
    expect(html).toContain("Book up to 2 weeks ahead");
    expect(html).toContain("we hold your time for 5 minutes");
    expect(html).not.toContain("8 weeks");
    expect(html).not.toContain("15 minutes while");
  });

  it("/book's calendar step states the horizon", async () => {
    const html = await text("/book?items=cloud-wax&step=time");
    expect(html).toContain("over the next 2 weeks");
  });

  it("/checkout states the 5-minute hold", async () => {
    const html = await text("/checkout");
    expect(html).toContain("We hold your chosen time for 5 minutes");
  });
});
