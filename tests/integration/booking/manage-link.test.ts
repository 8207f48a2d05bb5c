import { execFileSync } from "node:child_process";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueReminders } from "~/features/booking/index.server";
import { fillManageLinks, hashManageToken } from "~/features/booking/manage/manage-links.server";
import { manageGuessLimit } from "~/features/booking/manage/manage.server";
import { sendDueEmails, type OutboxMessage } from "~/features/mail/outbox.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";
import { startTestApp } from "../../support/test-app";

/*
 * The manage link (DESIGN 3b, decision 0010) against the built server (pages and API) and a real database with the
 * demo provider: the 201's link, the JSON API and the page, what emails carry, and that only hashes are stored.
 */
const ORIGIN = "https://studio.example";
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: ORIGIN });
const emailContext = emailContextFromEnv(env);
let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url, PUBLIC_URL: `${ORIGIN}/`, RATE_LIMIT: "10000/60", LOG_LEVEL: "error" });
}, 120_000);
afterAll(async () => {
  await server?.stop("SIGTERM");
  await database.drop();
});

const app = {
  post: (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), redirect: "manual" }),
};

const freshSlot = freshSlots();

const tokenOf = (url: string) => url.split("/bookings/manage/")[1]!;
const get = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });

async function paidBooking(slot = freshSlot()) {
  const created = await app.post("/api/bookings", bookingRequest({ ...slot, email: "zoe@example.com", name: "Zoë Adams" }));
  expect(created.status).toBe(201);
  const body = (await created.json()) as { id: string; totalAmount: number; holdExpiresAt: string; manageUrl: string };
  const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: body.id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  expect(paid.status).toBe(200);
  return { ...body, token: tokenOf(body.manageUrl) };
}

const startIn = nearStarts(() => database.sql);

describe("POST /api/bookings", () => {
  it("answers with every field of the spec, what a membership took off, who will treat her, and an absolute manage link on PUBLIC_URL", async () => {
    const created = await app.post("/api/bookings", bookingRequest(freshSlot()));
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["amountDue", "holdExpiresAt", "id", "manageUrl", "memberAmount", "practitionerId", "totalAmount"]);
    // Not signed in: no member price, the card pays it all.
    expect(body).toMatchObject({ memberAmount: 0, amountDue: body.totalAmount });
    expect(body.manageUrl).toMatch(/^https:\/\/studio\.example\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    expect((await get(`/api/bookings/manage/${tokenOf(body.manageUrl as string)}`)).status).toBe(200);
  });

  it("without PUBLIC_URL, links to the origin the request itself came to", async () => {
    const bare = await startTestApp({ RATE_LIMIT: "10000/60" }, database);
    try {
      const body = (await (await bare.post("/api/bookings", bookingRequest(freshSlot()))).json()) as { manageUrl: string };
      expect(body.manageUrl.startsWith(`${bare.baseUrl}/bookings/manage/`)).toBe(true);
    } finally {
      await bare.close();
    }
  });
});

describe("the token", () => {
  it("is stored only as its SHA-256: the raw token is in no table, queued emails included", async () => {
    const booking = await paidBooking();
    const links = await database.sql`select token_hash from links where kind = 'manage' and subject = ${booking.id}`;
    expect(links.map((link) => link.token_hash)).toContain(hashManageToken(booking.token));
    const tables = await database.sql<{ table_name: string }[]>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
    for (const { table_name } of tables) {
      const hits = await database.sql.unsafe(`select 1 from "${table_name}" t where t::text like '%' || $1 || '%'`, [booking.token]);
      expect(hits, table_name).toHaveLength(0);
    }
    // The booking's queued emails hold a slot for a link, not a link.
    const mails = await database.sql<{ text: string }[]>`select text from outbox where booking_id = ${booking.id} and kind <> 'studio-booking'`;
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).toContain(`${ORIGIN}/bookings/manage/__manage_token__`);
  });

  it("a wrong or malformed token is a plain 404 that says nothing about bookings", async () => {
    const wrong = await get(`/api/bookings/manage/${"A".repeat(43)}`);
    expect(wrong.status).toBe(404);
    const body = await wrong.json();
    expect(body.message).toBe("Booking not found");
    expect(Object.keys(body).sort()).toEqual(["code", "message"]);
    expect((await get("/api/bookings/manage/short")).status).toBe(404);
    const page = await get(`/bookings/manage/${"B".repeat(43)}`);
    expect(page.status).toBe(404);
    expect(page.headers.get("cache-control")).toContain("no-store");
  });
});

describe("GET /api/bookings/manage/:token", () => {
  it("shows the booking and what the policy allows now, never contact details", async () => {
    const booking = await paidBooking();
    const response = await get(`/api/bookings/manage/${booking.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({
      id: booking.id,
      status: "confirmed",
      paymentStatus: "paid",
      totalPence: 3500,
      paidPence: 3500,
      refundedPence: 0,
      choices: { cancel: { allowed: true, refundPence: 3500 }, reschedule: { allowed: true } },
    });
    expect(JSON.stringify(body)).not.toContain("zoe@example.com");
  });
});

describe("POST /api/bookings/manage/:token/cancel", () => {
  it("24 hours or more ahead: cancelled with a full refund", async () => {
    const booking = await paidBooking();
    const response = await app.post(`/api/bookings/manage/${booking.token}/cancel`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedPence: 3500, refundPence: 3500 });
    const again = await app.post(`/api/bookings/manage/${booking.token}/cancel`, {});
    expect(again.status).toBe(409);
  });

  it("less than 24 hours ahead, booked more than 14 days before: half of what was paid comes back", async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 5 * 60);
    // Past its 14-day cancellation period: inside it, a late cancellation refunds everything (docs/decisions/0035).
    await database.sql`update bookings set created_at = now() - interval '15 days' where id = ${booking.id}`;
    const view = await (await get(`/api/bookings/manage/${booking.token}`)).json();
    expect(view.choices).toMatchObject({ cancel: { allowed: true, refundPence: 1750 }, reschedule: { allowed: false, reason: "late" } });
    const response = await app.post(`/api/bookings/manage/${booking.token}/cancel`, {});
    expect(await response.json()).toMatchObject({ status: "cancelled", paymentStatus: "partially_refunded", refundedPence: 1750 });
  });

  it("after the start: refused, nothing refunded", async () => {
    const booking = await paidBooking();
    await startIn(booking.id, -30);
    const response = await app.post(`/api/bookings/manage/${booking.token}/cancel`, {});
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "change-not-allowed" });
    expect((await get(`/api/bookings/manage/${booking.token}`).then((r) => r.json())).refundedPence).toBe(0);
  });
});

describe("POST /api/bookings/manage/:token/reschedule", () => {
  it("moves once with 24 hours' notice; a second move is refused with the studio's phone", async () => {
    const booking = await paidBooking();
    const target = freshSlot();
    const moved = await app.post(`/api/bookings/manage/${booking.token}/reschedule`, target);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: "confirmed", paymentStatus: "paid", refundedPence: 0, ...target });
    const again = await app.post(`/api/bookings/manage/${booking.token}/reschedule`, freshSlot());
    expect(again.status).toBe(409);
    expect((await again.json()).message).toContain(emailContext.studio.phone);
  });

  it("after the start: refused; a bad body: 400 with field errors", async () => {
    const booking = await paidBooking();
    const bad = await app.post(`/api/bookings/manage/${booking.token}/reschedule`, { preferredDate: "soon" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toHaveProperty("preferredDate");
    await startIn(booking.id, -200);
    expect((await app.post(`/api/bookings/manage/${booking.token}/reschedule`, freshSlot())).status).toBe(409);
  });
});

describe("the manage page", () => {
  it("is noindex, uncached, sends no referrer off the site, and cancels through a plain form with a confirmation step", async () => {
    const booking = await paidBooking();
    const path = `/bookings/manage/${booking.token}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    // Never sent to another site; not "no-referrer", whose form posts carry Origin "null" (refused as cross-site).
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain("£35.00 will be refunded");
    expect(html).not.toContain('rel="canonical"');
    const confirm = await (await get(`${path}?step=cancel`)).text();
    expect(confirm).toContain("Yes, cancel my appointment");
    // Another site (or an opaque origin) cannot post the form for her.
    for (const origin of ["https://evil.example", "null"]) {
      expect((await get(path, { method: "POST", headers: { origin }, body: new URLSearchParams({ intent: "cancel" }) })).status).toBe(403);
    }
    const posted = await get(path, { method: "POST", body: new URLSearchParams({ intent: "cancel" }) });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`${path}?done=cancelled`);
    const done = await (await get(`${path}?done=cancelled`)).text();
    expect(done).toContain("Your appointment is cancelled. £35.00 is on its way back");
  });

  it("lists free times for a chosen day and moves the booking to one", async () => {
    const booking = await paidBooking();
    const path = `/bookings/manage/${booking.token}`;
    const target = freshSlot();
    const html = await (await get(`${path}?date=${target.preferredDate}`)).text();
    expect(html).toContain(`value="${target.preferredTime}"`);
    const posted = await get(path, { method: "POST", body: new URLSearchParams({ intent: "reschedule", ...target }) });
    expect(posted.headers.get("location")).toBe(`${path}?done=moved`);
    expect(await (await get(`${path}?done=moved`)).text()).toContain("Your appointment has moved to");
  });

  it("serves the calendar file only through a token; the booking id alone opens nothing", async () => {
    const booking = await paidBooking();
    const file = await get(`/bookings/manage/${booking.token}/appointment.ics`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(`UID:${booking.id}@`);
    expect((await get(`/bookings/${booking.id}/appointment.ics`)).status).toBe(404);
  });

  it("links the event to her manage link, not /policies, names who treats her, and parses in ical.js and Python's icalendar", async () => {
    const booking = await paidBooking();
    const served = await (await get(`/bookings/manage/${booking.token}/appointment.ics`)).text();
    const sent: OutboxMessage[] = [];
    while ((await sendDueEmails(database.db, async (message) => void sent.push(message), { prepare: fillManageLinks, batchSize: 50 })).picked > 0);
    const [ids] = await database.sql<{ id: string }[]>`select id from outbox where booking_id = ${booking.id} and kind = 'booking-received'`;
    const attached = sent.find((message) => message.id === ids!.id)!.attachments[0]!.content;
    for (const file of [served, attached]) {
      // Every line is folded to 75 octets, the filled-in token included.
      for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!);
      const url = String(event.component.getFirstPropertyValue("url"));
      expect(url).toMatch(/^https:\/\/studio\.example\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
      expect(event.description).toContain("With Maya Lewis.");
      expect(event.description).toContain(`Manage your booking: ${url}`);
      // The link opens her booking.
      expect(((await (await get(`/api/bookings/manage/${tokenOf(url)}`)).json()) as { id: string }).id).toBe(booking.id);
      const python = execFileSync("/usr/bin/python3", ["-c", "import sys, icalendar; e = icalendar.Calendar.from_ical(sys.stdin.read()).walk('VEVENT')[0]; print(e['URL']); print(e['DESCRIPTION'])"], { input: file, encoding: "utf8" });
      expect(python).toContain(url);
      expect(python).toContain("With Maya Lewis.");
      expect(file).not.toContain("/policies");
    }
    // Opened through the manage link, the event links to that very link.
    expect(served).toContain(`URL:${ORIGIN}/bookings/manage/`);
    expect(served.replace(/\r\n /g, "")).toContain(`URL:${ORIGIN}/bookings/manage/${booking.token}`);
  });

  it("after a cancellation, answers the CANCEL file (same UID, higher SEQUENCE), not a 404", async () => {
    const booking = await paidBooking();
    const before = await (await get(`/bookings/manage/${booking.token}/appointment.ics`)).text();
    expect((await app.post(`/api/bookings/manage/${booking.token}/cancel`, {})).status).toBe(200);
    const file = await get(`/bookings/manage/${booking.token}/appointment.ics`);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text).toContain("METHOD:CANCEL");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).toContain(`UID:${booking.id}@`);
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
    expect(sequence(text)).toBeGreaterThan(sequence(before));
  });
});

describe("every client email about a booking", () => {
  it("carries a working manage link, filled in with a fresh token as it is sent", async () => {
    const booking = await paidBooking();
    // Its payment confirmed it (docs/decisions/0038): the confirmation is the payment's email, not one of its own.
    await app.post(`/api/bookings/manage/${booking.token}/reschedule`, freshSlot());
    await startIn(booking.id, 10 * 60);
    // Booked days ahead, as a reminder needs (one made less than a day ahead gets none).
    await database.sql`update bookings set created_at = now() - interval '3 days' where id = ${booking.id}`;
    // The server's own timer may queue the reminder first; either way there is exactly one.
    await queueReminders(database.db, emailContext);
    const sent: OutboxMessage[] = [];
    const sendAll = async () => {
      while ((await sendDueEmails(database.db, async (message) => void sent.push(message), { prepare: fillManageLinks, batchSize: 50 })).picked > 0);
    };
    // Sent before she cancels: a cancellation withdraws a reminder still queued (docs/decisions/0063).
    await sendAll();
    await app.post(`/api/bookings/manage/${booking.token}/cancel`, {});
    await sendAll();
    const ids = await database.sql<{ id: string }[]>`select id from outbox where booking_id = ${booking.id}`;
    const mine = sent.filter((message) => ids.some((row) => row.id === message.id));
    const kinds = ["booking-received", "payment-received", "booking-reminder", "booking-rescheduled", "booking-cancelled", "refund-receipt"];
    const tokens = new Set<string>();
    for (const kind of kinds) {
      const message = mine.filter((candidate) => candidate.kind === kind).at(-1);
      expect(message, kind).toBeDefined();
      const match = message!.text.match(/https:\/\/studio\.example\/bookings\/manage\/([A-Za-z0-9_-]{43})/);
      expect(match, kind).not.toBeNull();
      expect(message!.html).toContain(`href="${match![0]}"`);
      tokens.add(match![1]!);
      const opened = await (await get(`/api/bookings/manage/${match![1]}`)).json();
      expect(opened.id, kind).toBe(booking.id);
    }
    expect(tokens.size).toBe(kinds.length);
    expect(sent.filter((message) => message.kind === "studio-booking").every((message) => !message.text.includes("/bookings/manage/"))).toBe(true);
  });
});

describe("guessing", () => {
  it("is throttled per address: wrong tokens soon get 429 with Retry-After", async () => {
    let refused: Response | undefined;
    for (let attempt = 0; attempt <= manageGuessLimit.count && !refused; attempt++) {
      const response = await get(`/api/bookings/manage/${crypto.randomUUID().replace(/-/g, "").padEnd(43, "x")}`);
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(404);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get(`/bookings/manage/${"C".repeat(43)}`)).status).toBe(429);
  });
});
