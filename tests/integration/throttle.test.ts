import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

const contact = (n: number) => ({
  name: "Throttle Tester",
  email: `t${n}@example.com`,
  message: "Just checking the throttle holds up nicely.",
});

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances on one database, as behind a load balancer.
  first = await startTestApp({ RATE_LIMIT: "3/60" }, database);
  second = await startTestApp({ RATE_LIMIT: "3/60" }, database);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.drop();
});

describe("public form throttling", () => {
  it("answers 429 with Retry-After past the limit, across instances, and stores nothing then", async () => {
    expect((await first.post("/api/contact", contact(1))).status).toBe(201);
    expect((await second.post("/api/contact", contact(2))).status).toBe(201);
    expect((await first.post("/api/waitlist", { bad: true })).status).toBe(400);

    const limited = await second.post("/api/contact", contact(4));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);

    const [{ count }] = (await database.sql`select count(*)::int as count from contacts`) as unknown as [{ count: number }];
    expect(count).toBe(2);
  });

  it("counts each client address on its own", async () => {
    const other = await startTestApp({ RATE_LIMIT: "3/60", TRUST_PROXY: "true" }, database);
    try {
      const fromNewAddress = await other.post("/api/contact", contact(5), { headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(fromNewAddress.status).toBe(201);
    } finally {
      await other.close();
    }
  });
});
