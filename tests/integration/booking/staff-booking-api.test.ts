import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/staff/staff.server";
import { seedCatalogue } from "~/features/studio";
import { nextWeekday } from "../../support/booking-data";
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

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Rosa Parks",
  email: "rosa@example.com",
  phone: "07700 900456",
  items: [{ id: "cloud-wax", type: "service" }],
  preferredDate: nextWeekday("tuesday", 9),
  preferredTime: "14:00",
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
