import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * The owner runs her team (issue 22 item 6): POST /api/staff-members adds a member (her invitation is queued),
 * PATCH changes her role, services and line or deactivates her (her sessions end at once), PUT …/hours sets her week
 * with the bookings it leaves outside. The studio always keeps an active owner; reception may change none of it.
 */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let ownerCookie: string;
let priya: string;
const none = "5f0d2c1e-0000-4000-8000-000000000000";

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60" });
  ownerCookie = await signInWithRole(app, "owner");
  owner = asStaff(app, ownerCookie);
  priya = (await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Priya Shah'`)[0]!.id;
});
afterAll(() => app?.close());

const count = async (table: "staff_members" | "outbox" | "staff_hours" | "team_changes") => (await app.database.sql<{ n: number }[]>`select count(*)::int as n from ${app.database.sql(table)}`)[0]!.n;
const week = (days: Partial<Record<string, { opens: string; closes: string }[] | null>>) => ({
  monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null, ...days,
});

describe("POST /api/staff-members", () => {
  it("adds a practitioner with her services and line: 201 with her, an invitation queued to her, audited", async () => {
    const response = await owner("POST", "/api/staff-members", { name: "Nia Okafor", email: " Nia@Example.com ", role: "practitioner", services: ["cloud-wax"], bio: "Brows and lashes." });
    expect(response.status).toBe(201);
    const nia = (await response.json()) as { id: string; email: string; services: string[]; active: boolean; invitation: { sentTo: string } };
    expect(nia).toMatchObject({ email: "nia@example.com", role: "practitioner", services: ["cloud-wax"], bio: "Brows and lashes.", active: true, invitation: { sentTo: "nia@example.com" } });
    const [mail] = await app.database.sql`select subject from outbox where "to" = 'nia@example.com'`;
    expect(mail!.subject).toMatch(/^Your staff account at /);
    // Queued, not sent: no token exists yet (it is made as the email goes, tests/integration/team/invitations.test.ts).
    expect(await app.database.sql`select staff_member_id from staff_invitations where staff_member_id = ${nia.id}`).toHaveLength(1);
    expect(await app.database.sql`select token_hash from links where kind = 'staff-invitation' and subject = ${nia.id}`).toEqual([]);
    expect(await app.database.sql`select change from team_changes where subject_id = ${nia.id}`).toEqual([{ change: "added" }]);
    const listed = (await (await owner("GET", "/api/staff-members")).json()) as { id: string }[];
    expect(listed.map((member) => member.id)).toContain(nia.id);
  });

  it("refuses bad details with field errors, an address already on the team with 409, and stores and sends nothing", async () => {
    const before = [await count("staff_members"), await count("outbox")];
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "a@example.com", role: "practitioner" }, "name"],
      [{ name: "A", email: "not an email", role: "practitioner" }, "email"],
      [{ name: "A", email: "a@example.com", role: "manager" }, "role"],
      [{ name: "A", email: "a@example.com", role: "practitioner", services: ["no-such-thing"] }, "services"],
      [{ name: "A", email: "a@example.com", role: "practitioner", bio: "x".repeat(201) }, "bio"],
    ];
    for (const [payload, field] of cases) {
      const response = await owner("POST", "/api/staff-members", payload);
      expect(response.status, field).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors), field).toEqual([field]);
    }
    const taken = await owner("POST", "/api/staff-members", { name: "Another Nia", email: "NIA@example.com", role: "reception" });
    expect(taken.status).toBe(409);
    expect([await count("staff_members"), await count("outbox")]).toEqual(before);
  });
});

describe("PATCH /api/staff-members/:id", () => {
  it("changes her role, services and line, and audits it", async () => {
    const response = await owner("PATCH", `/api/staff-members/${priya}`, { services: ["the-ice-sculpt", "cloud-wax"], bio: "Body treatments and brows." });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: priya, services: ["cloud-wax", "the-ice-sculpt"], bio: "Body treatments and brows.", affectedBookings: [] });
    expect((await owner("PATCH", `/api/staff-members/${none}`, { bio: "x" })).status).toBe(404);
    expect((await owner("PATCH", "/api/staff-members/nobody", { bio: "x" })).status).toBe(404);
    const bad = await owner("PATCH", `/api/staff-members/${priya}`, { role: "boss", active: "no" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["active", "role"]);
  });

  it("deactivating a member ends her sessions at once and lists her bookings to come; reactivating lets her sign in again", async () => {
    const cookie = await signInWithRole(app, "practitioner", "pia");
    const pia = asStaff(app, cookie);
    expect((await pia("GET", "/api/auth/me")).status).toBe(200);
    const member = (await app.database.sql<{ id: string }[]>`select m.id from staff_members m join users u on u.id = m.user_id where u.username = 'pia'`)[0]!.id;
    const date = nextWeekday("thursday", 21);
    await owner("PATCH", `/api/staff-members/${member}`, { services: ["henna-brows"] });
    await owner("PUT", `/api/staff-members/${member}/hours`, week({ thursday: [{ opens: "10:00", closes: "18:00" }] }));
    const booked = await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: "11:00", name: "Ola Adeyemi", practitionerId: member }));
    expect(booked.status).toBe(201);

    const response = await owner("PATCH", `/api/staff-members/${member}`, { active: false });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { active: boolean; affectedBookings: { name: string }[] };
    expect(body.active).toBe(false);
    expect(body.affectedBookings).toEqual([expect.objectContaining({ name: "Ola Adeyemi" })]);
    expect((await pia("GET", "/api/auth/me")).status).toBe(401);
    expect((await app.post("/api/auth/login", { username: "pia", password: "lavender mews teapot" })).status).toBe(401);
    expect(await app.database.sql`select change from team_changes where subject_id = ${member} and change = 'deactivated'`).toHaveLength(1);

    expect((await owner("PATCH", `/api/staff-members/${member}`, { active: true })).status).toBe(200);
    expect((await app.post("/api/auth/login", { username: "pia", password: "lavender mews teapot" })).status).toBe(200);
  });

  it("keeps one active owner: the last one can be neither demoted nor deactivated (409), and two owners demoting each other at once leave one", async () => {
    const me = (await (await owner("GET", "/api/auth/me")).json()) as { staffMemberId: string };
    const owners = await app.database.sql<{ id: string }[]>`select id from staff_members where role = 'owner' and active`;
    const others = owners.filter((row) => row.id !== me.staffMemberId);
    for (const other of others) expect((await owner("PATCH", `/api/staff-members/${other.id}`, { role: "reception" })).status).toBe(200);

    for (const change of [{ role: "practitioner" }, { active: false }]) {
      const refused = await owner("PATCH", `/api/staff-members/${me.staffMemberId}`, change);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe("The studio needs an active owner: make someone else owner first.");
    }
    expect((await owner("GET", "/api/auth/me")).status).toBe(200);

    const second = await signInWithRole(app, "owner", "olu");
    const secondId = (await (await asStaff(app, second)("GET", "/api/auth/me")).json()) as { staffMemberId: string };
    const answers = await Promise.all([
      owner("PATCH", `/api/staff-members/${secondId.staffMemberId}`, { role: "reception" }),
      asStaff(app, second)("PATCH", `/api/staff-members/${me.staffMemberId}`, { role: "reception" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await app.database.sql`select id from staff_members where role = 'owner' and active`).toHaveLength(1);
    // Whichever won, make the signed-in owner the owner again for the tests after.
    await app.database.sql`update staff_members set role = 'owner' where id = ${me.staffMemberId}`;
  });

  it("counts only owners who have joined: the one signed-up owner cannot step down for an owner who was only invited", async () => {
    const me = (await (await owner("GET", "/api/auth/me")).json()) as { staffMemberId: string };
    for (const other of await app.database.sql<{ id: string }[]>`select id from staff_members where role = 'owner' and active and id <> ${me.staffMemberId}`) {
      expect((await owner("PATCH", `/api/staff-members/${other.id}`, { role: "reception" })).status).toBe(200);
    }
    const invited = await owner("POST", "/api/staff-members", { name: "Ines Invited", email: "ines@example.com", role: "owner" });
    expect(invited.status).toBe(201);
    const ines = (await invited.json()) as { id: string; joined: boolean };
    expect(ines.joined).toBe(false);

    for (const change of [{ role: "reception" }, { active: false }]) {
      const refused = await owner("PATCH", `/api/staff-members/${me.staffMemberId}`, change);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe("last-owner");
    }
    expect(await app.database.sql`select role, active from staff_members where id = ${me.staffMemberId}`).toEqual([{ role: "owner", active: true }]);
    // She can still do what only an owner may.
    expect((await owner("GET", "/api/staff-members")).status).toBe(200);
    // The invited owner herself may be changed: she never was an owner who could sign in.
    expect((await owner("PATCH", `/api/staff-members/${ines.id}`, { role: "reception" })).status).toBe(200);
  });
});

describe("PUT /api/staff-members/:id/hours", () => {
  it("sets her week (the gaps are her breaks) and answers the bookings it leaves outside", async () => {
    const date = nextWeekday("wednesday", 21);
    const maya = (await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Maya Lewis'`)[0]!.id;
    const booked = await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: "16:00", name: "Zoe Clarke", practitionerId: maya }));
    expect(booked.status).toBe(201);
    const before = (await (await owner("GET", "/api/staff-members")).json()) as { id: string; hours: Record<string, unknown> }[];
    const mayaWeek = before.find((member) => member.id === maya)!.hours;

    const response = await owner("PUT", `/api/staff-members/${maya}/hours`, {
      ...mayaWeek,
      wednesday: [
        { opens: "13:00", closes: "15:00" },
        { opens: "10:00", closes: "12:00" },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { affectedBookings: { name: string }[] };
    expect(body.wednesday).toEqual([
      { opens: "10:00", closes: "12:00" },
      { opens: "13:00", closes: "15:00" },
    ]);
    expect(body.affectedBookings).toEqual([expect.objectContaining({ name: "Zoe Clarke" })]);
    const slots = (await (await fetch(`${app.baseUrl}/api/availability?items=cloud-wax&from=${date}&days=1&practitioner=${maya}`)).json()) as { slots: { time: string }[] };
    expect(slots.slots.map((slot) => slot.time)).not.toContain("12:00");
    expect(slots.slots.map((slot) => slot.time)).toContain("10:00");
    expect(await app.database.sql`select change from team_changes where subject_id = ${maya} and change = 'hours'`).toHaveLength(1);
    expect((await owner("PUT", `/api/staff-members/${maya}/hours`, mayaWeek)).status).toBe(200);
  });

  it("refuses a week that overlaps, is off the quarter hour, leaves a day out or falls outside the studio's hours; stores nothing", async () => {
    const before = await count("staff_hours");
    const cases: [unknown, string][] = [
      [week({ monday: [{ opens: "10:00", closes: "13:00" }, { opens: "12:00", closes: "15:00" }] }), "monday"],
      [week({ tuesday: [{ opens: "10:10", closes: "13:00" }] }), "tuesday"],
      [week({ wednesday: [{ opens: "13:00", closes: "10:00" }] }), "wednesday"],
      [{ ...week({}), friday: undefined }, "friday"],
      [week({ sunday: [{ opens: "10:00", closes: "12:00" }] }), "sunday"],
      [week({ monday: [{ opens: "06:00", closes: "12:00" }] }), "monday"],
    ];
    for (const [payload, field] of cases) {
      const response = await owner("PUT", `/api/staff-members/${priya}/hours`, payload);
      expect(response.status, field).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)[0], field).toBe(field);
    }
    expect((await owner("PUT", `/api/staff-members/${none}/hours`, week({}))).status).toBe(404);
    expect(await count("staff_hours")).toBe(before);
  });
});

describe("who may change the team", () => {
  it("reception and practitioners get 403 on every staff change, and nothing changes", async () => {
    for (const role of ["reception", "practitioner"] as const) {
      const member = asStaff(app, await signInWithRole(app, role));
      const before = [await count("staff_members"), await count("team_changes")];
      expect((await member("POST", "/api/staff-members", { name: "X Y", email: "xy@example.com", role: "owner" })).status, role).toBe(403);
      expect((await member("PATCH", `/api/staff-members/${priya}`, { role: "owner" })).status, role).toBe(403);
      expect((await member("PUT", `/api/staff-members/${priya}/hours`, week({}))).status, role).toBe(403);
      expect((await member("POST", `/api/staff-members/${priya}/invitation`)).status, role).toBe(403);
      expect([await count("staff_members"), await count("team_changes")], role).toEqual(before);
    }
  });
});
