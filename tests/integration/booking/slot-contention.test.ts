import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * One slot wanted by a hundred clients at once through two server processes on one database (a hostile week saw 5
 * of them answered 503 after about 2 s): one gets it, and every other is told it has been taken (409), never that
 * the studio is unavailable.
 */
let database: TestDatabase;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  for (let n = 0; n < 2; n++) servers.push(await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", LOG_LEVEL: "warn" }));
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) await server.stop("SIGTERM");
  await database?.drop();
});

describe("a hundred bookings of one slot over two instances", () => {
  it("end in one booking and 99 × 409 slot-taken, none 503", async () => {
    const date = nextWeekday("thursday", 10);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        fetch(`${servers[n % 2]!.baseUrl}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(bookingRequest({ preferredDate: date, preferredTime: "11:00", email: `crowd${n}@example.com` })),
        }),
      ),
    );
    const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, code: ((await response.json()) as { code?: string }).code })));
    const tally = (status: number) => answers.filter((answer) => answer.status === status).length;
    expect({ booked: tally(201), taken: tally(409), other: answers.filter((answer) => answer.status !== 201 && answer.status !== 409) }).toEqual({ booked: 1, taken: 99, other: [] });
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.code))).toEqual(new Set(["slot-taken"]));
    expect(await database.sql`select id from bookings where preferred_date = ${date}`).toHaveLength(1);
  }, 60_000);
});
