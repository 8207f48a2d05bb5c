import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/** The owner's view of her team, rooms and machines (issue 22): GET /api/staff-members and GET /api/resources. */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
beforeAll(async () => {
  app = await startTestApp();
  owner = asStaff(app, await signInStaff(app));
});
afterAll(() => app.close());

/** Signs in a second account and gives her member the role. */
async function signedInAs(role: "reception" | "practitioner", username: string) {
  const cookie = await signInStaff(app, username);
  await app.database.sql`update staff_members set role = ${role} where user_id = (select id from users where username = ${username})`;
  return asStaff(app, cookie);
}

describe("GET /api/staff-members", () => {
  it("lists every member with her role, services and week, the demo's body therapist with her lunch break as a gap", async () => {
    const response = await owner("GET", "/api/staff-members");
    expect(response.status).toBe(200);
    const members = (await response.json()) as { name: string; role: string; active: boolean; services: string[]; hours: Record<string, unknown> }[];
    const maya = members.find((member) => member.name === "Maya Lewis")!;
    expect(maya).toMatchObject({ role: "owner", active: true });
    const priya = members.find((member) => member.name === "Priya Shah")!;
    expect(priya).toMatchObject({ role: "practitioner", active: true, services: expect.arrayContaining(["the-ice-sculpt"]) });
    expect(priya.hours.monday).toEqual([
      { opens: "09:00", closes: "13:00" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(priya.hours.sunday).toBeNull();
  });

  it("shows a member made inactive, marked so", async () => {
    await app.database.sql`update staff_members set active = false where name = 'Priya Shah'`;
    const members = (await (await owner("GET", "/api/staff-members")).json()) as { name: string; active: boolean }[];
    expect(members.find((member) => member.name === "Priya Shah")).toMatchObject({ active: false });
    await app.database.sql`update staff_members set active = true where name = 'Priya Shah'`;
  });

  it("refuses reception and practitioners (403) and anyone signed out (401)", async () => {
    for (const [role, username] of [
      ["reception", "rita"],
      ["practitioner", "pam"],
    ] as const) {
      const member = await signedInAs(role, username);
      for (const path of ["/api/staff-members", "/api/resources"]) {
        const response = await member("GET", path);
        expect(response.status, `${role} ${path}`).toBe(403);
      }
    }
    expect((await fetch(`${app.baseUrl}/api/staff-members`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/resources`)).status).toBe(401);
  });
});

describe("GET /api/resources", () => {
  it("lists the demo's treatment room and fat-freezing machine with the services that need them", async () => {
    const response = await owner("GET", "/api/resources");
    expect(response.status).toBe(200);
    const resources = (await response.json()) as { name: string; kind: string; active: boolean; services: string[] }[];
    expect(resources.map((resource) => resource.kind).sort()).toEqual(["machine", "room"]);
    for (const resource of resources) {
      expect(resource.active).toBe(true);
      expect(resource.services.length).toBeGreaterThan(0);
    }
  });
});
