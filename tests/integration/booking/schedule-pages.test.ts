import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayText } from "~/features/booking/appointment-text";
import { createStaffUser } from "~/features/team/index.server";
import { addDays, fromWallTime } from "~/lib/zoned-time";
import { nextWeekday } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/** The pages show the hours staff set, at once (the page cache is cleared), from the built server. */
let database: TestDatabase;
let server: ServerProcess;
const PASSWORD = "sunday opening 2026";

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  await createStaffUser(database.db, "ada", PASSWORD);
  server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", PAGE_CACHE_SECONDS: "600" });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("opening hours on the pages", () => {
  it("the footer, the contact page and the structured data follow a change of hours", async () => {
    expect(text(await page("/contact"))).toMatch(/Sunday Closed/);
    expect(await page("/")).not.toContain("https://schema.org/Sunday");
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const week = await (await fetch(`${server.baseUrl}/api/opening-hours`)).json();
    const changed = await fetch(`${server.baseUrl}/api/opening-hours`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ ...(week as object), sunday: { opens: "10:00", closes: "14:00" } }),
    });
    expect(changed.status).toBe(200);
    expect(text(await page("/contact"))).toMatch(/Sunday 10:00 – 14:00/);
    const home = await page("/");
    expect(home).toContain("https://schema.org/Sunday");
    expect(text(home)).toMatch(/Opening hours .*Sunday 10:00 – 14:00/);
  });
});

describe("the booking calendar", () => {
  it("says a day with a whole-day closure is closed, without the closure's reason", async () => {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    // A Tuesday to close, and the calendar opened on the Wednesday after it, in the same month.
    let day = nextWeekday("tuesday", 10);
    while (day.slice(0, 7) !== addDays(day, 1).slice(0, 7)) day = addDays(day, 7);
    const label = `aria-label="${dayText(day)}, closed"`;
    const calendar = () => page(`/book?items=cloud-wax&step=time&date=${addDays(day, 1)}`);
    // Short answers on failure: the page is large.
    expect((await calendar()).includes(`aria-label="${dayText(day)}, `)).toBe(true);
    expect((await calendar()).includes(label)).toBe(false);

    const closure = await fetch(`${server.baseUrl}/api/closures`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ startsAt: fromWallTime(day, "00:00", "Europe/London"), endsAt: fromWallTime(addDays(day, 1), "00:00", "Europe/London"), reason: "Boiler service" }),
    });
    expect(closure.status).toBe(201);
    const html = await calendar();
    expect(html.includes(label)).toBe(true);
    expect(html.includes("Boiler service")).toBe(false);
  });
});
