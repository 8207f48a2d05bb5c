import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoProvider, type DemoProvider } from "~/features/payments/index.server";
import { issueManageHref } from "~/features/booking/manage/manage.server";
import { sessionCookieName } from "~/features/staff-session";
import { bookingChangeAction, freeTimesLoader, newBookingAction } from "~/features/booking/admin/index.server";
import { signIn } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { freshSlots, nextWeekday } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startTestApp, type TestApp } from "../../support/test-app";

/*
 * Bookings staff make for phone and walk-in clients (issue 10 item 4; DESIGN 3a, 3b): the staff API, and the
 * dashboard's actions, against the real server, database and demo provider.
 */
// A public address, so the emailed payment link can be a link at all.
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "10000/60", PUBLIC_URL: "https://studio.example" });
const emailContext = emailContextFromEnv(env);
const settings = bookingSettingsFromEnv(env);
const PASSWORD = "walk-ins welcome 2026";
let database: TestDatabase;
let provider: DemoProvider;
let app: TestApp;
let cookie: string;
let sessionId: string;
let context: AppLoadContext;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createDemoProvider(database.db, emailContext);
  app = await startTestApp({ RATE_LIMIT: "10000/60", PUBLIC_URL: "https://studio.example" }, database, { payments: provider });
  await createStaffUser(database.db, "bea", PASSWORD);
  const login = await app.post("/api/auth/login", { username: "bea", password: PASSWORD });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const signedIn = await signIn(database.db, "bea", PASSWORD, "203.0.113.7");
  if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
  sessionId = signedIn.sessionId;
  context = { db: database.db, production: false, emailContext, payments: provider, bookingSettings: settings } as unknown as AppLoadContext;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const staffPost = (path: string, body: unknown = {}) => app.post(path, body, { headers: { cookie } });
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

const freshSlot = freshSlots({ minDays: 9 });

const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
  name: "Ola Bello",
  email: "ola@example.com",
  phone: "07700 900456",
  items: [{ id: "cloud-wax", type: "service" }],
  notes: "Booked by phone.",
  payment: "studio",
  ...freshSlot(),
  ...overrides,
});

async function createPhoneBooking(overrides: Record<string, unknown> = {}) {
  const response = await staffPost("/api/admin/bookings", phoneBooking(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: string; totalPence: number }>(response)).id;
}

const row = async (id: string) => (await database.sql`select * from bookings where id = ${id}`)[0]!;
const mailKinds = async (id: string) => (await database.sql`select kind from outbox where booking_id = ${id} order by created_at, kind`).map((mail) => mail.kind as string);

type Args = LoaderFunctionArgs & ActionFunctionArgs;
const pageArgs = (path: string, params: Record<string, string>, body?: unknown) =>
  ({
    request: new Request(`http://studio.test${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { cookie: `${sessionCookieName(false)}=${encodeURIComponent(sessionId)}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    context,
    params,
  }) as unknown as Args;

function answerOf(result: unknown): { status: number; body: Record<string, unknown> } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: { status?: number } | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

describe("POST /api/admin/bookings", () => {
  it("is for staff only", async () => {
    expect((await app.post("/api/admin/bookings", phoneBooking())).status).toBe(401);
  });

  it("books a phone client with no hold, so the time is taken; audited with the member of staff; she is emailed", async () => {
    const slot = freshSlot();
    const id = await createPhoneBooking(slot);
    expect(await row(id)).toMatchObject({ source: "staff", status: "pending", payment_status: "unpaid", hold_expires_at: null, pay_at_studio: true, total_pence: 2000 });
    const [audit] = await database.sql`select actor, username, reason from booking_status_changes where booking_id = ${id}`;
    expect(audit).toMatchObject({ actor: "staff", username: "bea", reason: expect.stringContaining("pay at the studio") });
    expect(await mailKinds(id)).toEqual(["booking-received"]);
    // The diary holds it: the same time is refused, to staff and to clients alike.
    const again = await staffPost("/api/admin/bookings", phoneBooking({ ...slot, email: "other@example.com" }));
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: "slot-taken", fieldErrors: { preferredTime: [expect.any(String)] } });
    const availability = await json<{ slots: { date: string; time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=cloud-wax&from=${slot.preferredDate}&days=1`));
    expect(availability.slots.map((free) => free.time)).not.toContain(slot.preferredTime);
  });

  it("answers 400 with field errors for bad input, and 409 for a time the studio is closed", async () => {
    const bad = await staffPost("/api/admin/bookings", { name: "", email: "nope", items: [], payment: "cash" });
    expect(bad.status).toBe(400);
    const { fieldErrors } = await json<{ fieldErrors: Record<string, string[]> }>(bad);
    expect(Object.keys(fieldErrors).sort()).toEqual(["email", "items", "name", "payment", "phone", "preferredDate", "preferredTime"]);
    const unknown = await staffPost("/api/admin/bookings", phoneBooking({ items: [{ id: "botox", type: "service" }] }));
    expect(unknown.status).toBe(400);
    const sunday = await staffPost("/api/admin/bookings", phoneBooking({ preferredDate: nextWeekday("sunday", 9), preferredTime: "10:00" }));
    expect(sunday.status).toBe(409);
    expect(await json(sunday)).toMatchObject({ code: "slot-closed" });
  });

  it("emails a payment link to /checkout, which takes the payment though the booking has no hold", async () => {
    const id = await createPhoneBooking({ payment: "link" });
    expect(await row(id)).toMatchObject({ pay_at_studio: false, hold_expires_at: null });
    const [link] = await database.sql`select html from outbox where booking_id = ${id} and kind = 'payment-link'`;
    expect(link!.html).toContain(`href="https://studio.example/checkout?booking=${id}"`);
    // Unpaid and not for payment at the studio: staff cannot confirm it yet.
    expect((await staffPost(`/api/bookings/${id}/status`, { status: "confirmed" })).status).not.toBe(200);
    const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
    expect(intent.status, await intent.clone().text()).toBe(200);
    const { clientSecret } = await json<{ clientSecret: string }>(intent);
    const paid = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    expect(paid.status).toBe(200);
    expect(await row(id)).toMatchObject({ payment_status: "paid" });
    // Announced when staff made it: the payment adds only its receipt.
    expect((await mailKinds(id)).sort()).toEqual(["booking-received", "payment-link", "payment-received"]);
  });
});

describe("payment at the studio", () => {
  it("a booking for payment at the studio can be confirmed unpaid; the payment is recorded by staff, not a provider", async () => {
    const id = await createPhoneBooking();
    const confirm = await app.post(`/api/bookings/${id}/status`, { status: "confirmed" }, { method: "PATCH", headers: { cookie } });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const recorded = answerOf(await bookingChangeAction(pageArgs(`/admin/bookings/${id}/record-payment`, { id, change: "record-payment" }, {})));
    expect(recorded).toMatchObject({ status: 200, body: { ok: true } });
    expect(await row(id)).toMatchObject({ status: "confirmed", payment_status: "paid", payment_intent_id: null });
    const [audit] = await database.sql`select actor, username, to_payment_status, reason from booking_status_changes where booking_id = ${id} and to_payment_status is not null`;
    expect(audit).toMatchObject({ actor: "staff", username: "bea", to_payment_status: "paid", reason: "paid at the studio" });
    // Once paid, recording it again is refused.
    const again = answerOf(await bookingChangeAction(pageArgs(`/admin/bookings/${id}/record-payment`, { id, change: "record-payment" }, {})));
    expect(again.status).toBe(409);
    // The API records it the same way.
    const other = await createPhoneBooking();
    expect((await staffPost(`/api/bookings/${other}/record-payment`)).status).toBe(200);
  });

  it("a refund of money taken at the studio is refused with its own code, by the API and the dashboard", async () => {
    const id = await createPhoneBooking();
    await staffPost(`/api/bookings/${id}/record-payment`);
    const refund = await staffPost(`/api/bookings/${id}/refund`, { amountPence: 500, reason: "Goodwill" });
    expect(refund.status).toBe(409);
    expect(await json(refund)).toMatchObject({ code: "paid-at-studio", message: expect.stringContaining("paid at the studio") });
    const page = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "refund" }, { amount: "5.00", reason: "Goodwill" })));
    expect(page).toMatchObject({ status: 409, body: { code: "paid-at-studio" } });
    // Cancelling it with no refund works; with a refund it is refused in the same words.
    const cancelFull = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "cancel" }, { refund: "full", reason: "Client moved away" })));
    expect(cancelFull).toMatchObject({ status: 409, body: { code: "paid-at-studio", fieldErrors: { refund: [expect.any(String)] } } });
    // The refused refund undid the cancellation it came with; the payment had confirmed it.
    expect(await row(id)).toMatchObject({ status: "confirmed", payment_status: "paid" });
    const cancelNone = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "cancel" }, { refund: "none", reason: "Client moved away" })));
    expect(cancelNone).toMatchObject({ status: 200, body: { ok: true, status: "cancelled", refundPence: 0 } });
  });

  it("the client's manage link offers no online cancel for money taken at the studio, and says how it comes back", async () => {
    const id = await createPhoneBooking();
    await staffPost(`/api/bookings/${id}/record-payment`);
    const token = (await issueManageHref(database.db, id)).split("/").at(-1)!;
    const view = await json<{ choices: { cancel: { allowed: boolean; reason?: string; message?: string } } }>(await fetch(`${app.baseUrl}/api/bookings/manage/${token}`));
    expect(view.choices.cancel).toEqual({ allowed: false, reason: "paid-at-studio", message: expect.stringMatching(/paid for this booking at the studio.*please call us on/) });
    const cancel = await app.post(`/api/bookings/manage/${token}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(await row(id)).toMatchObject({ status: "confirmed", payment_status: "paid", refunded_pence: 0 });
  });

  it("an online booking cannot be marked paid at the studio", async () => {
    const slot = freshSlot();
    const created = await app.post("/api/bookings", {
      name: "Web Client", email: "web@example.com", phone: "07700 900111", service: "Cloud Wax", ...slot,
      items: [{ id: "cloud-wax", type: "service" }], policyAccepted: true, earlyStartRequested: true,
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    expect((await staffPost(`/api/bookings/${id}/record-payment`)).status).toBe(409);
  });
});

describe("the dashboard's dialogs", () => {
  it("the new booking form reads free times for the treatments chosen, the move dialog for the booking's own, without it", async () => {
    const slot = freshSlot();
    const made = answerOf(await newBookingAction(pageArgs("/admin/bookings", {}, phoneBooking(slot))));
    expect(made).toMatchObject({ status: 200, body: { ok: true, id: expect.any(String) } });
    const id = made.body.id as string;
    const times = async (query: string) => answerOf(await freeTimesLoader(pageArgs(`/admin/free-times?${query}`, {}))).body.times as string[];
    // A quarter of an hour later overlaps the booking: taken for a new one, free for moving it (its own time is not
    // busy). Its own time itself is no move (the move refuses it), so is not offered.
    const overlapping = `${slot.preferredTime.slice(0, 3)}15`;
    expect(await times(`date=${slot.preferredDate}&services=cloud-wax`)).not.toContain(overlapping);
    const moveTimes = await times(`date=${slot.preferredDate}&except=${id}`);
    expect(moveTimes).toContain(overlapping);
    expect(moveTimes).not.toContain(slot.preferredTime);
    const moved = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "reschedule" }, { preferredDate: slot.preferredDate, preferredTime: "17:00" })));
    expect(moved).toMatchObject({ status: 200, body: { ok: true } });
    expect(await row(id)).toMatchObject({ preferred_time: "17:00" });
    expect(answerOf(await freeTimesLoader(pageArgs("/admin/free-times?date=2026-02-30&services=cloud-wax", {}))).status).toBe(400);
    // No treatment chosen, or one nobody can book: a field error, not an empty day.
    expect(answerOf(await freeTimesLoader(pageArgs(`/admin/free-times?date=${slot.preferredDate}`, {})))).toMatchObject({ status: 400, body: { fieldErrors: { items: [expect.any(String)] } } });
    expect(answerOf(await freeTimesLoader(pageArgs(`/admin/free-times?date=${slot.preferredDate}&services=no-such-thing`, {})))).toMatchObject({ status: 400, body: { fieldErrors: { items: [expect.any(String)] } } });
  });

  it("cancel takes a custom amount in pounds and turns it into pence; a bad amount is a field error", async () => {
    const id = await createPhoneBooking({ payment: "link" });
    const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
    await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" });
    const bad = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "cancel" }, { refund: "custom", amount: "12.345", reason: "Ill" })));
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { amount: [expect.any(String)] } } });
    const tooMuch = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "cancel" }, { refund: "custom", amount: "25", reason: "Ill" })));
    expect(tooMuch).toMatchObject({ status: 400, body: { code: "refund-too-large", fieldErrors: { amount: [expect.any(String)] } } });
    const done = answerOf(await bookingChangeAction(pageArgs("/", { id, change: "cancel" }, { refund: "custom", amount: "7.50", reason: "Ill" })));
    expect(done).toMatchObject({ status: 200, body: { ok: true, refundPence: 750 } });
    expect(await row(id)).toMatchObject({ status: "cancelled", refunded_pence: 750, payment_status: "partially_refunded" });
  });
});
