import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistServices } from "~/features/inquiries/inquiry-forms";
import { sweepRateLimits } from "~/lib/throttle.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestApp, type TestApp } from "../../support/test-app";

const contact = (n: number) => ({
  name: "Throttle Tester",
  email: `t${n}@example.com`,
  message: "Just checking the throttle holds up nicely.",
});

const signUp = (n: number, service = "the-ice-sculpt") => ({
  name: "Priya Shah",
  email: `w${n}@example.com`,
  phone: "07700 900456",
  service,
  interestedInModeling: "yes",
});

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
/** Trusts X-Forwarded-For, so each test can be a visitor of its own. */
let proxied: TestApp;
let attemptsCapped: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances on one database, as behind a load balancer.
  first = await startTestApp({ RATE_LIMIT: "3/60" }, database);
  second = await startTestApp({ RATE_LIMIT: "3/60" }, database);
  // The defaults: 10 accepted per 10 minutes, attempts three times that.
  proxied = await startTestApp({ RATE_LIMIT: "10/600", TRUST_PROXY: "true" }, database);
  attemptsCapped = await startTestApp({ RATE_LIMIT: "3/60", FORM_ATTEMPT_LIMIT: "5/60", TRUST_PROXY: "true" }, database);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await proxied?.close();
  await attemptsCapped?.close();
  await database?.drop();
});

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

async function count(table: "contacts" | "waitlist", email: string): Promise<number> {
  const [row] = (await database.sql`select count(*)::int as count from ${database.sql(table)} where email like ${email}`) as unknown as [
    { count: number },
  ];
  return row.count;
}

describe("public form throttling", () => {
  it("answers 429 with Retry-After past the stored cap, across instances, and stores nothing then", async () => {
    expect((await first.post("/api/contact", contact(1))).status).toBe(201);
    expect((await second.post("/api/contact", contact(2))).status).toBe(201);
    // A rejected post is not a stored one.
    expect((await first.post("/api/contact", { ...contact(3), email: "t3@example" })).status).toBe(400);
    expect((await first.post("/api/contact", contact(3))).status).toBe(201);

    const limited = await second.post("/api/contact", contact(4));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect(await count("contacts", "t_@example.com")).toBe(3);
  });

  it("lets a visitor who mistyped 10 times send the 11th, and refuses the 11th stored (defaults)", async () => {
    const visitor = from("203.0.113.20");
    for (let n = 0; n < 10; n++) {
      const typo = await proxied.post("/api/contact", { ...contact(100), email: "amelia@example" }, visitor);
      expect(typo.status).toBe(400);
    }
    expect((await proxied.post("/api/contact", contact(100), visitor)).status).toBe(201);
    for (let n = 101; n < 110; n++) expect((await proxied.post("/api/contact", contact(n), visitor)).status).toBe(201);
    const eleventhStored = await proxied.post("/api/contact", contact(110), visitor);
    expect(eleventhStored.status).toBe(429);
    // The window opened with her first post, so she waits out nearly all of its 10 minutes, not whatever was left
    // of a window on the clock.
    const retryAfter = Number(eleventhStored.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await count("contacts", "t1__@example.com")).toBe(10);
  });

  it("opens a new window once the last one has ended, and the sweep drops ended ones", async () => {
    const visitor = from("203.0.113.50");
    for (let n = 0; n < 3; n++) expect((await attemptsCapped.post("/api/contact", contact(500 + n), visitor)).status).toBe(201);
    expect((await attemptsCapped.post("/api/contact", contact(503), visitor)).status).toBe(429);
    // Time passes: the windows of this address end.
    await database.sql`update rate_limits set window_end = now() - interval '1 second' where key like ${"%203.0.113.50"}`;
    expect((await attemptsCapped.post("/api/contact", contact(503), visitor)).status).toBe(201);
    const [counter] = (await database.sql`
      select hits, extract(epoch from window_end - now())::int as left_seconds from rate_limits
      where key = ${"form-stored:contact:203.0.113.50"}`) as unknown as [{ hits: number; left_seconds: number }];
    expect(counter.hits).toBe(1);
    expect(counter.left_seconds).toBeGreaterThan(50);

    await database.sql`update rate_limits set window_end = now() - interval '1 second' where key like ${"%203.0.113.50"}`;
    await sweepRateLimits(database.db);
    expect(await database.sql`select key from rate_limits where key like ${"%203.0.113.50"}`).toHaveLength(0);
  });

  it("counts the contact form and the waitlists apart, and all five waitlists together", async () => {
    const visitor = from("203.0.113.30");
    for (let n = 0; n < 3; n++) expect((await attemptsCapped.post("/api/contact", contact(200 + n), visitor)).status).toBe(201);
    expect((await attemptsCapped.post("/api/contact", contact(203), visitor)).status).toBe(429);

    // The fifth request from this address: the attempts cap (5) is reached, not passed.
    expect((await attemptsCapped.post("/api/waitlist", signUp(300), visitor)).status).toBe(201);
    expect(await count("waitlist", "w30_@example.com")).toBe(1);

    const otherVisitor = from("203.0.113.31");
    for (let n = 0; n < 3; n++) {
      const service = waitlistServices[n]!.slug;
      expect((await attemptsCapped.post("/api/waitlist", signUp(310 + n, service), otherVisitor)).status).toBe(201);
    }
    const fourthList = await attemptsCapped.post("/api/waitlist", signUp(313, waitlistServices[3]!.slug), otherVisitor);
    expect(fourthList.status).toBe(429);
    expect(await count("waitlist", "w31_@example.com")).toBe(3);
  });

  it("caps attempts, rejected ones included, so hammering is still cut off", async () => {
    const visitor = from("203.0.113.40");
    for (let n = 0; n < 5; n++) expect((await attemptsCapped.post("/api/contact", { bad: n }, visitor)).status).toBe(400);
    const refused = await attemptsCapped.post("/api/contact", contact(400), visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The cap covers every public form from that address, honeypot and waitlists too.
    expect((await attemptsCapped.post("/api/waitlist", signUp(400), visitor)).status).toBe(429);
    expect((await attemptsCapped.post("/api/contact", { ...contact(401), homepage: "https://spam.example" }, visitor)).status).toBe(429);
    expect(await count("contacts", "t40_@example.com")).toBe(0);
    expect(await count("waitlist", "w400@example.com")).toBe(0);
  });

  it("counts each client address on its own", async () => {
    const fromNewAddress = await attemptsCapped.post("/api/contact", contact(5), from("203.0.113.9"));
    expect(fromNewAddress.status).toBe(201);
  });
});
