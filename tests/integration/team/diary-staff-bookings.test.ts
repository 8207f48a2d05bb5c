import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "~/features/booking";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * The diary grid's bookings (issue 22 item 5): reception books with a named practitioner (an empty time in her
 * column), a walk-in for now with no email, and moves a booking to another practitioner from its card. Unknown
 * practitioners are field errors; a practitioner already busy then is a 409, and nothing changes.
 */

// A fixed Tuesday afternoon, 14:07:30 in London (summer time): the studio is open, and "now" is 14:15 on the grid.
const now = new Date("2030-06-11T13:07:30Z");
const today = "2030-06-11";
let app: TestApp;
let desk: ReturnType<typeof asStaff>;
let maya: string;
let jess: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" }, undefined, { clock: () => now });
  desk = asStaff(app, await signInWithRole(app, "reception"));
  const [owner] = await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Maya Lewis'`;
  maya = owner!.id;
  // A second brow practitioner, all day on Tuesdays.
  const [member] = await app.database.sql<{ id: string }[]>`insert into staff_members (name, role, position) values ('Jess Hart', 'practitioner', 2) returning id`;
  jess = member!.id;
  await app.database.sql`insert into staff_services (staff_member_id, service_slug) values (${jess}, 'cloud-wax')`;
  await app.database.sql`insert into staff_hours (staff_member_id, weekday, opens, closes) values (${jess}, 2, '09:00', '18:00')`;
});
afterAll(() => app.close());

const cloudWax = { items: [{ id: "cloud-wax", type: "service" }], payment: "studio" };
const columnOf = async (bookingId: string) =>
  (await app.database.sql<{ staff_member_id: string }[]>`select staff_member_id from allocations where booking_id = ${bookingId} and staff_member_id is not null`).map((row) => row.staff_member_id);
const count = async () => (await app.database.sql<{ n: number }[]>`select count(*)::int as n from bookings`)[0]!.n;

describe("a staff booking with a named practitioner", () => {
  it("is a walk-in for now with no email, in her column", async () => {
    const created = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Mina Patel", phone: "07700 900321", startNow: true, practitionerId: jess });
    expect(created.status).toBe(201);
    const { id, startsAt } = (await created.json()) as { id: string; startsAt: string };
    expect(startsAt).toBe("2030-06-11T13:15:00.000Z");
    expect(await columnOf(id)).toEqual([jess]);
    const [row] = await app.database.sql`select email from bookings where id = ${id}`;
    expect(row).toEqual({ email: null });
    expect(await app.database.sql`select kind from outbox where booking_id = ${id}`).toEqual([]);
  });

  it("goes to the practitioner named, not to whoever comes first", async () => {
    const withJess = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Ann Lee", phone: "07700 900322", preferredDate: today, preferredTime: "16:30", practitionerId: jess });
    expect(withJess.status).toBe(201);
    expect(await columnOf(((await withJess.json()) as { id: string }).id)).toEqual([jess]);
    const withMaya = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Bo Chan", phone: "07700 900323", preferredDate: today, preferredTime: "16:30", practitionerId: maya });
    expect(withMaya.status).toBe(201);
    expect(await columnOf(((await withMaya.json()) as { id: string }).id)).toEqual([maya]);
    // Both busy at 16:30 now: a third named for either is a conflict, and nothing is stored.
    const before = await count();
    const third = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Cy Dee", phone: "07700 900324", preferredDate: today, preferredTime: "16:30", practitionerId: jess });
    expect(third.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it("refuses a practitioner who is not on the team with a field error, storing nothing", async () => {
    const before = await count();
    for (const practitionerId of ["7b0a3c2e-4f5d-4e6a-9b8c-1d2e3f4a5b6c", "not-an-id"]) {
      const refused = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Di Eve", phone: "07700 900325", preferredDate: today, preferredTime: "17:00", practitionerId });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ practitionerId: [bookingMessages.practitioner] });
    }
    expect(await count()).toBe(before);
  });
});

describe("moving a booking to another practitioner", () => {
  it("moves it to her at the same time, keeps her practitioner when none is named, and refuses a clash or an unknown id", async () => {
    const made = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Eva Fox", phone: "07700 900326", preferredDate: "2030-06-18", preferredTime: "10:00", practitionerId: maya });
    const { id } = (await made.json()) as { id: string };
    expect(await columnOf(id)).toEqual([maya]);

    // To Jess at the same time: a move, though the time is the same.
    const moved = await desk("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2030-06-18", preferredTime: "10:00", practitionerId: jess });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await columnOf(id)).toEqual([jess]);
    const [audit] = await app.database.sql<{ reason: string }[]>`select reason from booking_status_changes where booking_id = ${id} order by changed_at desc limit 1`;
    expect(audit!.reason).toMatch(/to another practitioner$/);
    // The same time with no one named (or with Jess again) is no move.
    const same = await desk("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2030-06-18", preferredTime: "10:00" });
    expect(same.status).toBe(400);

    // A new time with no one named: she stays with Jess.
    const later = await desk("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2030-06-18", preferredTime: "11:30" });
    expect(later.status).toBe(200);
    expect(await columnOf(id)).toEqual([jess]);

    // Jess busy at 13:00 with another booking: moving there with her is a 409, and the booking keeps its time.
    const other = await desk("POST", "/api/admin/bookings", { ...cloudWax, name: "Gil Ho", phone: "07700 900327", preferredDate: "2030-06-18", preferredTime: "13:00", practitionerId: jess });
    expect(other.status).toBe(201);
    const clash = await desk("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2030-06-18", preferredTime: "13:00", practitionerId: jess });
    expect(clash.status).toBe(409);
    const [row] = await app.database.sql<{ preferred_time: string }[]>`select preferred_time from bookings where id = ${id}`;
    expect(row!.preferred_time).toBe("11:30");
    expect(await columnOf(id)).toEqual([jess]);

    const unknown = await desk("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2030-06-18", preferredTime: "15:00", practitionerId: "7b0a3c2e-4f5d-4e6a-9b8c-1d2e3f4a5b6c" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ practitionerId: [bookingMessages.practitioner] });
    expect((await app.database.sql<{ preferred_time: string }[]>`select preferred_time from bookings where id = ${id}`)[0]!.preferred_time).toBe("11:30");
  });
});
