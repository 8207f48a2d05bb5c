import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * A client's record page for staff (issue 23, /admin/clients/:id) against the built server: her visits and notes as
 * served HTML, a note added by a plain form post, a refused note kept with its reason, and no caching.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ LOG_LEVEL: "error" }, (database) => createStaffUser(database.db, "ada", PASSWORD).then(() => undefined));
let cookie: string;
let clientId: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const booked = await fetch(`${server.baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(bookingRequest({ name: "Grace Hopper", email: "grace.hopper@example.com", preferredDate: nextWeekday("tuesday", 9) })),
  });
  expect(booked.status).toBe(201);
  clientId = (await server.database.sql<{ id: string }[]>`select id from clients where email = 'grace.hopper@example.com'`)[0]!.id;
}, 120_000);

const page = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init, headers: { cookie, ...(init.headers ?? {}) } });
const note = (text: string) => page(`/admin/clients/${clientId}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl }, body: new URLSearchParams({ text }).toString() });
const text = (html: string) => html.replaceAll("&#x27;", "'");

describe("a client's record page", () => {
  it("shows her visits with their practitioner, never cached", async () => {
    const response = await page(`/admin/clients/${clientId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = text(await response.text());
    expect(html).toContain("Grace Hopper");
    expect(html).toContain("grace.hopper@example.com");
    expect(html).toContain("Dream Shade");
    expect(html).toContain("with Maya Lewis");
  });

  it("says whether texts reach her, and when a STOP turned them off", async () => {
    const booked = await fetch(`${server.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingRequest({ name: "Grace Hopper", email: "grace.hopper@example.com", phone: "07700 900321", textsOk: true, preferredDate: nextWeekday("wednesday", 9) })),
    });
    expect(booked.status).toBe(201);
    expect(text(await (await page(`/admin/clients/${clientId}`)).text())).toContain("Texts: on to +447700900321");
    await server.database.sql`insert into text_replies (phone, keyword, texts_on, received_at) values ('+447700900321', 'STOP', false, '2026-03-02T10:00:00Z')`;
    expect(text(await (await page(`/admin/clients/${clientId}`)).text())).toContain("Texts: off (+447700900321 replied STOP on 2 Mar 2026)");
  });

  it("adds a note from the plain form and shows it signed and dated; an empty one is refused with its reason", async () => {
    const added = await note("Sensitive skin around the brows.");
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`/admin/clients/${clientId}?noted=1#notes`);
    const html = text(await (await page(`/admin/clients/${clientId}?noted=1`)).text());
    expect(html).toContain("Note added.");
    expect(html).toContain("Sensitive skin around the brows.");
    const refused = await note("  ");
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Write a note of 1 to 2,000 characters.");
  });

  it("logs a read of her health answers when staff open her record, not when a note is refused", async () => {
    const reads = async () => (await server.database.sql<{ n: number }[]>`select count(*)::int as n from consultation_views where client_id = ${clientId}`)[0]!.n;
    const before = await reads();
    expect((await page(`/admin/clients/${clientId}`)).status).toBe(200);
    expect(await reads()).toBe(before + 1);
    for (const body of ["  ", "x".repeat(2001)]) {
      const refused = await note(body);
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toContain("Write a note of 1 to 2,000 characters.");
    }
    const unreadable = await page(`/admin/clients/${clientId}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl }, body: "intent=note" });
    expect(unreadable.status).toBe(400);
    expect(await reads()).toBe(before + 1);
  });

  it("offers a record with her name to merge, refuses it unconfirmed, and merges it when ticked", async () => {
    const other = await fetch(`${server.baseUrl}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bookingRequest({ name: "Grace Hopper", email: "g.hopper@example.com", preferredDate: nextWeekday("thursday", 9) })),
    });
    expect(other.status).toBe(201);
    const otherId = (await server.database.sql<{ id: string }[]>`select id from clients where email = 'g.hopper@example.com'`)[0]!.id;
    const html = text(await (await page(`/admin/clients/${clientId}`)).text());
    expect(html).toContain("Other records of her");
    expect(html).toContain(`href="/admin/clients/${otherId}"`);
    const merge = (fields: Record<string, string>) =>
      page(`/admin/clients/${clientId}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl }, body: new URLSearchParams({ intent: "merge", clientId: otherId, ...fields }).toString() });
    const unticked = await merge({});
    expect(unticked.status).toBe(400);
    expect(text(await unticked.text())).toContain("Tick to confirm these records are the same person.");
    const done = await merge({ confirmed: "on" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/clients/${clientId}?merged=1`);
    const after = text(await (await page(`/admin/clients/${clientId}?merged=1`)).text());
    expect(after).toContain("Records merged: her visits, addresses and notes are all here now.");
    expect(after).toContain("g.hopper@example.com");
    // Her other record's address leads here.
    const old = await page(`/admin/clients/${otherId}`);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`/admin/clients/${clientId}`);
  });

  it("answers 404 for no such client and sends a visitor to sign in", async () => {
    expect((await page("/admin/clients/5f0d2c1e-0000-4000-8000-000000000000")).status).toBe(404);
    const anonymous = await fetch(`${server.baseUrl}/admin/clients/${clientId}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/admin/login");
  });
});
