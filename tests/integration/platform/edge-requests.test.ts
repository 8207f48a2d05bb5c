import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { islandPropsIn } from "~/ui/island";

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
  it("availability from 9999-12-31, a day whose next has no date, is a 400 naming from", async () => {
    const response = await send("GET", "/api/availability?items=cloud-wax&from=9999-12-31");
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toContain("from");
  });
});

describe("a date in year 9999, wherever a date is asked", () => {
  const FAR = "9999-12-31";
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(method, path, { headers: { "content-type": "application/json", accept: "application/json", ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const asStaff = () => ({ cookie: staffCookie });
  const bookingCount = async () => (await database.sql<{ n: number }[]>`select count(*)::int as n from bookings`)[0]!.n;
  const fieldsOf = async (response: Response) => Object.keys(((await response.json()) as { fieldErrors?: object }).fieldErrors ?? {});
  const staffBooking = { name: "Far Future", phone: "07700 900999", items: [{ id: "cloud-wax", type: "service" }], payment: "studio", preferredDate: FAR, preferredTime: "10:00" };

  it.each([
    ["POST /api/bookings", () => json("POST", "/api/bookings", bookingRequest({ preferredDate: FAR }))],
    ["POST /api/admin/bookings", () => json("POST", "/api/admin/bookings", staffBooking, asStaff())],
    ["POST /admin/bookings", () => json("POST", "/admin/bookings", staffBooking, asStaff())],
  ])("%s: 400 naming preferredDate, and nothing is booked", async (_route, request) => {
    const before = await bookingCount();
    const response = await request();
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain("preferredDate");
    expect(await bookingCount()).toBe(before);
  });

  it("POST /book: 400 naming preferredDate, and nothing is booked", async () => {
    const before = await bookingCount();
    const response = await send("POST", "/book?items=henna-brows&step=details", {
      headers: { "content-type": "application/json", accept: "text/html" },
      body: JSON.stringify(bookingRequest({ preferredDate: FAR })),
    });
    expect(response.status).toBe(400);
    const action = islandPropsIn<{ action: { fieldErrors?: object } }>(await response.text(), "book")!.action;
    expect(Object.keys(action.fieldErrors ?? {})).toContain("preferredDate");
    expect(await bookingCount()).toBe(before);
  });

  it("the manage link's move: 400 naming preferredDate, and the booking stays where it was", async () => {
    const made = await json("POST", "/api/bookings", bookingRequest({ email: "far@example.com", preferredDate: nextWeekday("wednesday", 5) }));
    expect(made.status).toBe(201);
    const token = ((await made.json()) as { manageUrl: string }).manageUrl.split("/bookings/manage/")[1]!;
    const [before] = await database.sql`select starts_at from bookings where email = 'far@example.com'`;
    const moved = await json("POST", `/api/bookings/manage/${token}/reschedule`, { preferredDate: FAR, preferredTime: "10:00" });
    expect(moved.status).toBe(400);
    expect(await fieldsOf(moved)).toContain("preferredDate");
    expect(await database.sql`select starts_at from bookings where email = 'far@example.com'`).toEqual([before]);
  });

  it("GET /api/diary from it: 400 naming from", async () => {
    const response = await json("GET", `/api/diary?from=${FAR}`, undefined, asStaff());
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain("from");
  });

  it("a report to it: 400 naming to", async () => {
    const response = await json("GET", `/api/reports/revenue?from=9999-12-01&to=${FAR}`, undefined, asStaff());
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toContain("to");
  });

  it("the dashboard's calendar on it: the page, at a day it can show", async () => {
    const response = await send("GET", `/admin?tab=calendar&date=${FAR}`, { headers: { cookie: staffCookie, accept: "text/html" } });
    expect(response.status).toBe(200);
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
