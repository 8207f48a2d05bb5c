import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { seedCatalogue } from "~/features/studio";
import { staffBookingMessages } from "~/features/booking";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { startTestApp, type TestApp } from "../../support/test-app";

const findBookable = seedCatalogue.findBookable;

/** Staff book a phone or walk-in client through the staff API: no hold, in the diary, audited, told by email. */
const PASSWORD = "walk-in client 2026";
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  await createStaffUser(app.database.db, "ada", PASSWORD);
  cookie = (await app.post("/api/auth/login", { username: "ada", password: PASSWORD })).headers.get("set-cookie")!.split(";")[0]!;
});
afterAll(() => app.close());

// One time for every request: the race below sends two for it at once.
const slot = freshSlots({ minDays: 9 })();
const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Rosa Parks",
  email: "rosa@example.com",
  phone: "07700 900456",
  items: [{ id: "cloud-wax", type: "service" }],
  ...slot,
  payment: "studio",
  ...overrides,
});

describe("POST /api/admin/bookings", () => {
  it("needs staff, refuses bad input with field errors, books the time once, and a second booking for it is a 409", async () => {
    expect((await app.post("/api/admin/bookings", request())).status).toBe(401);
    const bad = await app.post("/api/admin/bookings", request({ phone: "----", payment: "cash" }), { headers: { cookie } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["payment", "phone"]);

    // Two at once for the same time: the diary keeps exactly one.
    const answers = await Promise.all([app.post("/api/admin/bookings", request(), { headers: { cookie } }), app.post("/api/admin/bookings", request({ email: "other@example.com" }), { headers: { cookie } })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { id } = (await answers.find((answer) => answer.status === 201)!.json()) as { id: string };
    const [row] = await app.database.sql`select source, hold_expires_at, status, payment_status, starts_at, ends_at, blocked_until from bookings where id = ${id}`;
    expect(row).toMatchObject({ source: "staff", hold_expires_at: null, status: "pending", payment_status: "unpaid" });
    // The treatment's time from the catalogue, then the 15-minute buffer.
    expect((row!.ends_at as Date).getTime() - (row!.starts_at as Date).getTime()).toBe(findBookable("cloud-wax")!.durationMinutes * 60_000);
    expect((row!.blocked_until as Date).getTime() - (row!.ends_at as Date).getTime()).toBe(15 * 60_000);
    const audit = await app.database.sql`select actor, username from booking_status_changes where booking_id = ${id}`;
    expect(audit).toEqual([{ actor: "staff", username: "ada" }]);
    expect((await app.database.sql`select kind from outbox where booking_id = ${id}`).map((mail) => mail.kind)).toEqual(["booking-received"]);
  });
});

describe("a walk-in booked to start now (docs/decisions/0042)", () => {
  // A fixed Tuesday afternoon, 14:07:30 in London (summer time): the studio is open, and "now" is 14:15 on the grid.
  const now = new Date("2030-06-11T13:07:30Z");
  let clocked: TestApp;
  let staff: string;
  beforeAll(async () => {
    clocked = await startTestApp({ RATE_LIMIT: "10000/60" }, undefined, { clock: () => now });
    await createStaffUser(clocked.database.db, "ada", PASSWORD);
    staff = (await clocked.post("/api/auth/login", { username: "ada", password: PASSWORD })).headers.get("set-cookie")!.split(";")[0]!;
  });
  afterAll(() => clocked.close());

  const walkIn = { name: "Mina Patel", phone: "07700 900321", items: [{ id: "cloud-wax", type: "service" }], startNow: true, payment: "studio" };

  it("is created with no email from the next quarter hour, stands in the diary, and no email is queued", async () => {
    const created = await clocked.post("/api/admin/bookings", walkIn, { headers: { cookie: staff } });
    expect(created.status).toBe(201);
    const { id, startsAt } = (await created.json()) as { id: string; startsAt: string };
    expect(startsAt).toBe("2030-06-11T13:15:00.000Z");
    const [row] = await clocked.database.sql`select email, source, preferred_date, preferred_time, starts_at from bookings where id = ${id}`;
    expect(row).toMatchObject({ email: null, source: "staff", preferred_date: "2030-06-11", preferred_time: "14:15" });
    expect(await clocked.database.sql`select kind from outbox where booking_id = ${id}`).toEqual([]);

    // The same time through the public API is refused by the online lead time, and nothing is stored.
    const before = await clocked.database.sql`select count(*)::int as n from bookings`;
    const online = await clocked.post("/api/bookings", bookingRequest({ items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined, preferredDate: "2030-06-11", preferredTime: "14:15" }));
    expect(online.status).toBe(400);
    expect(((await online.json()) as { code: string }).code).toBe("slot-too-soon");
    expect(await clocked.database.sql`select count(*)::int as n from bookings`).toEqual(before);

    // A second walk-in for now meets the first in the diary: a conflict, and nothing stored.
    const second = await clocked.post("/api/admin/bookings", { ...walkIn, name: "Jo Bloggs" }, { headers: { cookie: staff } });
    expect(second.status).toBe(409);
    expect(await clocked.database.sql`select count(*)::int as n from bookings`).toEqual(before);
    expect(await clocked.database.sql`select count(*)::int as n from outbox`).toEqual([{ n: 0 }]);
  });

  it("cannot be sent a payment link without an email, nor booked for a time already past", async () => {
    const link = await clocked.post("/api/admin/bookings", { ...walkIn, payment: "link" }, { headers: { cookie: staff } });
    expect(link.status).toBe(400);
    expect(Object.keys(((await link.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["email"]);
    const past = await clocked.post("/api/admin/bookings", { ...walkIn, startNow: false, preferredDate: "2030-06-11", preferredTime: "13:00" }, { headers: { cookie: staff } });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fieldErrors: { preferredTime: string[] } }).fieldErrors.preferredTime).toEqual([staffBookingMessages.passed]);
  });
});
