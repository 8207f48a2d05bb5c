import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioInstant } from "~/lib/studio-clock";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/** POST/DELETE /api/time-off (issue 22): reception and the owner record leave; the diary stops offering her then. */

let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let reception: ReturnType<typeof asStaff>;
let maya: string;
const at = (date: string, time: string) => studioInstant(date, time).toISOString();

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
  reception = asStaff(app, await signInWithRole(app, "reception"));
  maya = (await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Maya Lewis'`)[0]!.id;
});
afterAll(() => app?.close());

const leaveRows = async () => (await app.database.sql<{ n: number }[]>`select count(*)::int as n from time_off`)[0]!.n;
const slotsOn = async (date: string) =>
  ((await (await fetch(`${app.baseUrl}/api/availability?items=cloud-wax&from=${date}&days=1&practitioner=${maya}`)).json()) as { slots: { time: string }[] }).slots.map((slot) => slot.time);

describe("time off", () => {
  it("reception records leave: 201 with her bookings inside it, audited, and the diary offers her nothing then", async () => {
    const date = nextWeekday("tuesday", 14);
    const booked = await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: "10:00", name: "Nia Brown", practitionerId: maya }));
    expect(booked.status).toBe(201);
    const { id: bookingId } = (await booked.json()) as { id: string };
    expect(await slotsOn(date)).toContain("12:00");
    const response = await reception("POST", "/api/time-off", { staffMemberId: maya, startsAt: at(date, "09:00"), endsAt: at(date, "13:00"), reason: "Dentist" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; reason: string; affectedBookings: { id: string; name: string }[] };
    expect(body).toMatchObject({ staffMemberId: maya, startsAt: at(date, "09:00"), endsAt: at(date, "13:00"), reason: "Dentist" });
    expect(body.affectedBookings).toEqual([expect.objectContaining({ id: bookingId, name: "Nia Brown" })]);
    expect(await slotsOn(date)).not.toContain("12:00");
    const audit = await app.database.sql`select subject, change from team_changes where subject_id = ${body.id}`;
    expect(audit).toEqual([{ subject: "time-off", change: "added" }]);

    expect((await reception("DELETE", `/api/time-off/${body.id}`)).status).toBe(204);
    expect(await slotsOn(date)).toContain("12:00");
    expect((await reception("DELETE", `/api/time-off/${body.id}`)).status).toBe(404);
  });

  it("refuses bad leave with field errors and stores nothing", async () => {
    const before = await leaveRows();
    const date = nextWeekday("wednesday", 14);
    const cases: [Record<string, unknown>, string][] = [
      [{ staffMemberId: maya, startsAt: at(date, "13:00"), endsAt: at(date, "09:00") }, "endsAt"],
      [{ staffMemberId: maya, startsAt: "tomorrow", endsAt: at(date, "09:00") }, "startsAt"],
      [{ staffMemberId: maya, startsAt: at(date, "09:00"), endsAt: at(nextWeekday("wednesday", 120), "09:00") }, "endsAt"],
      [{ staffMemberId: "nobody", startsAt: at(date, "09:00"), endsAt: at(date, "13:00") }, "staffMemberId"],
    ];
    for (const [payload, field] of cases) {
      const response = await owner("POST", "/api/time-off", payload);
      expect(response.status, field).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors), field).toEqual([field]);
    }
    const unknown = await owner("POST", "/api/time-off", { staffMemberId: "5f0d2c1e-0000-4000-8000-000000000000", startsAt: at(date, "09:00"), endsAt: at(date, "13:00") });
    expect(unknown.status).toBe(404);
    expect(await leaveRows()).toBe(before);
  });

  it("a practitioner may not record leave: 403", async () => {
    const practitioner = asStaff(app, await signInWithRole(app, "practitioner"));
    const date = nextWeekday("thursday", 14);
    const before = await leaveRows();
    expect((await practitioner("POST", "/api/time-off", { staffMemberId: maya, startsAt: at(date, "09:00"), endsAt: at(date, "13:00") })).status).toBe(403);
    expect(await leaveRows()).toBe(before);
  });
});
