import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { studioFactChanges } from "~/db/schema.server";
import { studioToday } from "~/lib/studio-clock";
import { createStaffUser } from "~/features/team/index.server";
import { changeStudioFacts, currentStudioFacts, serviceChangeHistory } from "~/features/studio/index.server";
import { addDays } from "~/lib/zoned-time";
import { builtServer } from "../../support/built-server";

/**
 * The dashboard's Services tab changes a service and the studio-wide facts through its own actions
 * (features/studio/admin/services-page.server.ts), with the staff API's rules and audit: a refusal is a 400 with
 * the field's message under its own path and stores nothing; a change is audited and every page shows it at once
 * (the built server, its page cache on).
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ PAGE_CACHE_SECONDS: "300" }, (database) => createStaffUser(database.db, "grace", PASSWORD).then(() => undefined));

let cookie: string;
beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "grace", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const post = (path: string, body: unknown, withCookie = true) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
type Answer = { ok: boolean; fieldErrors?: Record<string, string[]> };

describe("the Services tab's service form", () => {
  it("is for staff only", async () => {
    const answer = await post("/admin/services/cloud-wax", { pricePence: "1.00" }, false);
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.get("location")).toContain("/admin/login");
  });

  it("refuses a bad change with the message beside its field, and stores nothing", async () => {
    const cases: [string, unknown, string][] = [
      ["henna-brows", { pricePence: "twenty" }, "pricePence"],
      ["henna-brows", { pricePence: "-5" }, "pricePence"],
      ["henna-brows", { durationMinutes: "50" }, "durationMinutes"],
      ["henna-brows", { durationMinutes: "an hour" }, "durationMinutes"],
      ["henna-brows", { earlyBirdPricePence: "99.00" }, "earlyBirdPricePence"],
      ["henna-brows", { state: "sold-out" }, "state"],
      ["tint-spell", { state: "coming-soon", launchText: "" }, "launchText"],
      ["the-glow-lift", { packages: [] }, "packages"],
      ["the-glow-lift", { packages: [{ name: "6 Sessions", sessions: "6", durationMinutes: "30", pricePence: "lots" }] }, "packages.0.pricePence"],
      ["the-glow-lift", { packages: [{ name: "6 Sessions", sessions: "6", durationMinutes: "40", pricePence: "399" }] }, "packages.0.durationMinutes"],
    ];
    for (const [slug, body, field] of cases) {
      const answer = await post(`/admin/services/${slug}`, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(Object.keys(((await answer.json()) as Answer).fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await serviceChangeHistory(server.database.db, "henna-brows")).toHaveLength(0);
    expect(await serviceChangeHistory(server.database.db, "the-glow-lift")).toHaveLength(0);
    expect((await post("/admin/services/botox", { pricePence: "10" })).status).toBe(404);
  });

  it("saves a change in pounds, audits it with who made it, and every page shows it at once", async () => {
    expect(await page("/services/cloud-wax")).toContain("£20");
    const answer = await post("/admin/services/cloud-wax", { pricePence: "22.50", durationMinutes: "45", durationLabel: "45 min", state: "live", launchText: "", earlyBirdPricePence: "" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, facts: { slug: "cloud-wax", pricePence: 2250, durationMinutes: 45, earlyBirdPricePence: null } });
    expect(await page("/services")).toContain("£22.50");
    expect(await page("/services/cloud-wax")).toContain("£22.50");

    const history = await fetch(`${server.baseUrl}/admin/services/cloud-wax/history`, { headers: { cookie } });
    expect(history.status).toBe(200);
    const { changes } = (await history.json()) as { changes: { actor: string; before: { pricePence: number }; after: { pricePence: number } }[] };
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ actor: "grace", before: { pricePence: 2000 }, after: { pricePence: 2250 } });
  });

  it("edits, adds and removes packages", async () => {
    const packages = [
      { name: "1 Session", sessions: "1", durationMinutes: "30", pricePence: "79" },
      { name: "10 Sessions", sessions: "10", durationMinutes: "30", pricePence: "599.00" },
    ];
    const answer = await post("/admin/services/the-glow-lift", { packages });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { facts: { packages: unknown[] } }).facts.packages).toEqual([
      { name: "1 Session", sessions: 1, durationMinutes: 30, pricePence: 7900 },
      { name: "10 Sessions", sessions: 10, durationMinutes: 30, pricePence: 59900 },
    ]);
  });
});

describe("the accessibility statement's review date", () => {
  const reviewed = (html: string) => /Last updated: <time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html)?.slice(1);

  it("refuses a date that is not real or not yet come, and stores nothing", async () => {
    const before = reviewed(await page("/accessibility"));
    expect(before?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const value of ["2026-02-30", "next week", addDays(studioToday(), 1), 20260101]) {
      const answer = await post("/admin/studio-facts", { accessibilityReviewedOn: value });
      expect({ value, status: answer.status }).toEqual({ value, status: 400 });
      expect(Object.keys(((await answer.json()) as Answer).fieldErrors ?? {})).toEqual(["accessibilityReviewedOn"]);
    }
    expect((await post("/admin/studio-facts", { colour: "pink" })).status).toBe(400);
    expect(await server.database.db.select().from(studioFactChanges)).toHaveLength(0);
    expect(reviewed(await page("/accessibility"))).toEqual(before);
  });

  it("shows a new date on /accessibility at once, and audits who changed it from what", async () => {
    const before = reviewed(await page("/accessibility"))![0];
    const today = studioToday();
    const answer = await post("/admin/studio-facts", { accessibilityReviewedOn: today });
    expect(answer.status).toBe(200);
    const [date, words] = reviewed(await page("/accessibility"))!;
    expect(date).toBe(today);
    expect(words).toMatch(new RegExp(`${Number(today.slice(8))} \\w+ ${today.slice(0, 4)}`));
    const audit = await server.database.db.select().from(studioFactChanges).where(eq(studioFactChanges.key, "accessibilityReviewedOn"));
    expect(audit).toMatchObject([{ actor: "grace", before, after: today }]);
  });

  it("applies changes made at once one after the other: each one's before is the value the one before it left", async () => {
    const db = server.database.db;
    const current = (await currentStudioFacts(db)).accessibilityReviewedOn;
    const dates = [10, 20, 30, 40, 50].map((days) => addDays(current, -days));
    await Promise.all(dates.map((date, index) => changeStudioFacts(db, { accessibilityReviewedOn: date }, `staff-${index}`)));
    const audit = (await db.select().from(studioFactChanges)).filter((row) => dates.includes(row.after));
    expect(audit).toHaveLength(dates.length);
    // changed_at is each transaction's start, much the same for all: the chain of before and after says the order.
    const chain = [current];
    for (const _ of dates) chain.push(audit.find((row) => row.before === chain.at(-1))?.after ?? "broken");
    expect(chain).not.toContain("broken");
    expect((await currentStudioFacts(db)).accessibilityReviewedOn).toBe(chain.at(-1));
  });

  it("is the staff API's too: GET and PATCH /api/studio-facts, for staff only, with the same rule", async () => {
    const api = (method: string, body?: unknown, withCookie = true) =>
      fetch(`${server.baseUrl}/api/studio-facts`, {
        method,
        headers: { "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await api("GET", undefined, false)).status).toBe(401);
    expect((await api("PATCH", { accessibilityReviewedOn: studioToday() }, false)).status).toBe(401);
    const refused = await api("PATCH", { accessibilityReviewedOn: addDays(studioToday(), 1) });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as Answer).fieldErrors ?? {})).toEqual(["accessibilityReviewedOn"]);
    const date = addDays(studioToday(), -3);
    const changed = await api("PATCH", { accessibilityReviewedOn: date });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ accessibilityReviewedOn: date, licenceNumber: "", licenceBorough: "" });
    expect(await (await api("GET")).json()).toEqual({ accessibilityReviewedOn: date, licenceNumber: "", licenceBorough: "" });
    expect(reviewed(await page("/accessibility"))![0]).toBe(date);
  });
});
