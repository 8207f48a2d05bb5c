import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffUser } from "~/features/staff/staff.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * Requests a hostile week found answered with a 500, against the built server (pages and API): each must now be
 * the sender's fault (4xx) and change nothing.
 */
let database: TestDatabase;
let server: ServerProcess;
let staffCookie: string;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  await createStaffUser(database.db, "edge-admin", "lavender mews teapot");
  server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", LOG_LEVEL: "info" });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "edge-admin", password: "lavender mews teapot" }),
  });
  staffCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

const send = (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
  fetch(`${server.baseUrl}${path}`, { method, redirect: "manual", ...init });

/** The server's log lines since `from` (pino's JSON, one a line). */
const logSince = (from: number) =>
  server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; status?: number; path?: string });

describe("a sign-in link posted something that is not a form", () => {
  it.each([
    ["JSON", { "content-type": "application/json" }, JSON.stringify({ email: "a@example.com" })],
    ["text", { "content-type": "text/plain" }, "email=a@example.com"],
    ["no body", {}, undefined],
  ])("%s: a 4xx, not a 500", async (_kind, headers, body) => {
    const response = await send("POST", "/account/sign-in/some-token", { headers, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("a lone UTF-16 surrogate in text", () => {
  const lone = "\ud800";
  it("the staff sign-in (API and page) answers 400 naming the field", async () => {
    const api = await send("POST", "/api/auth/login", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: `ada${lone}`, password: "lavender mews teapot" }),
    });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { fieldErrors?: object }).fieldErrors).toHaveProperty("username");
    const page = await send("POST", "/admin/login", {
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ username: `ada${lone}`, password: "lavender mews teapot" }),
    });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
  });

  it("a public form stores nothing and answers 400 with the field", async () => {
    const contact = { name: `Lone${lone} Surrogate`, email: "lone@example.com", phone: "07700 900123", message: "A message long enough to pass." };
    const response = await send("POST", "/api/contact", { headers: { "content-type": "application/json" }, body: JSON.stringify(contact) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors?: object }).fieldErrors).toHaveProperty("name");
    expect(await database.sql`select id from contacts where email = 'lone@example.com'`).toHaveLength(0);
  });
});

/** The last Sunday of next year's March (the clocks go forward at 01:00 GMT): closures may be set on any day. */
function springForward(): string {
  const year = new Date().getUTCFullYear() + 1;
  const lastSunday = new Date(Date.UTC(year, 2, 31));
  lastSunday.setUTCDate(31 - lastSunday.getUTCDay());
  return lastSunday.toISOString().slice(0, 10);
}

describe("the dashboard's closure inside the March clock change", () => {
  it.each([
    ["ends in the missing hour", "00:30", "01:30", "toTime"],
    ["starts in the missing hour", "01:30", "03:00", "fromTime"],
    ["would end before it starts", "01:30", "02:00", "fromTime"],
  ])("a closure that %s is a 400 naming the time, and nothing is stored", async (_case, fromTime, toTime, field) => {
    const day = springForward();
    const body = new URLSearchParams({ intent: "add-closure", fromDate: day, toDate: day, fromTime, toTime, reason: "Clock change" }).toString();
    const response = await send("POST", "/admin/schedule", {
      headers: { cookie: staffCookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect(await database.sql`select id from closures where reason = 'Clock change'`).toHaveLength(0);
    const text = await response.text();
    expect(text).toContain(field);
  });
});

describe("the API at the edges of the calendar", () => {
  it("availability from 9999-12-31, far past the horizon, is a day with no times", async () => {
    const response = await send("GET", "/api/availability?items=cloud-wax&from=9999-12-31");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { slots: unknown[] }).slots).toEqual([]);
  });
});

describe("a method a page does not take", () => {
  it.each(["OPTIONS", "PUT", "DELETE", "PATCH"])("%s on a page: 405 with Allow, logged as info", async (method) => {
    const from = server.output().length;
    const response = await send(method, "/about");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toMatch(/GET/);
    // The access line is written as the answer finishes: wait for it, then nothing of this request is an error.
    const lines = await vi.waitFor(() => {
      const found = logSince(from);
      if (!found.some((line) => line.status === 405)) throw new Error("no access line yet");
      return found;
    });
    expect(lines.find((line) => line.status === 405)!.level).toBe(30);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it.each(["GET", "HEAD"])("%s on a dashboard route that only takes a post: 405 with Allow: POST, logged as info", async (method) => {
    const from = server.output().length;
    const response = await send(method, "/admin/bookings", { headers: { cookie: staffCookie } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    const lines = await vi.waitFor(() => {
      const found = logSince(from);
      if (!found.some((line) => line.status === 405)) throw new Error("no access line yet");
      return found;
    });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it("a POST to a page without an action: 405 with Allow", async () => {
    const response = await send("POST", "/about", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toMatch(/GET/);
  });
});
