import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/** POST /api/resources (issue 22): the owner adds a room or a machine with the services that need it. */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
beforeAll(async () => {
  app = await startTestApp();
  owner = asStaff(app, await signInStaff(app));
});
afterAll(() => app.close());

const resourceCount = async () => Number((await app.database.sql`select count(*)::int as n from resources`)[0]!.n);

describe("POST /api/resources", () => {
  it("adds a machine with its services, lists it, and records who added it", async () => {
    const response = await owner("POST", "/api/resources", { name: "Second cooling machine", kind: "machine", services: ["the-ice-sculpt"] });
    expect(response.status, await response.clone().text()).toBe(201);
    const machine = (await response.json()) as { id: string };
    expect(machine).toEqual({ id: expect.any(String), name: "Second cooling machine", kind: "machine", services: ["the-ice-sculpt"], active: true, position: 0 });
    const listed = (await (await owner("GET", "/api/resources")).json()) as { id: string }[];
    expect(listed).toContainEqual(machine);
    const [audit] = await app.database.sql`select u.username, c.change from team_changes c join users u on u.id = c.changed_by where c.subject_id = ${machine.id}`;
    expect(audit).toEqual({ username: "ada", change: "added" });
  });

  it("refuses an unknown service slug, a missing name and an unknown kind with fieldErrors, storing nothing", async () => {
    const before = await resourceCount();
    const unknown = await owner("POST", "/api/resources", { name: "Room 3", kind: "room", services: ["no-such-treatment"] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.services).toBeDefined();
    const bad = await owner("POST", "/api/resources", { name: " ", kind: "sauna" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).sort()).toEqual(["kind", "name"]);
    expect(await resourceCount()).toBe(before);
  });

  it("refuses reception and practitioners (403), storing nothing", async () => {
    const before = await resourceCount();
    for (const [role, username] of [
      ["reception", "rita"],
      ["practitioner", "pam"],
    ] as const) {
      const cookie = await signInStaff(app, username);
      await app.database.sql`update staff_members set role = ${role} where user_id = (select id from users where username = ${username})`;
      const response = await asStaff(app, cookie)("POST", "/api/resources", { name: "Room 4", kind: "room", services: [] });
      expect(response.status, role).toBe(403);
    }
    expect(await resourceCount()).toBe(before);
  });
});

describe("PATCH /api/resources/:id", () => {
  it("renames a room, replaces its services and deactivates it; 404 for an unknown id, 400 for an unknown service", async () => {
    const added = (await (await owner("POST", "/api/resources", { name: "Room 5", kind: "room", services: [] })).json()) as { id: string };
    const changed = await owner("PATCH", `/api/resources/${added.id}`, { name: "Quiet room", services: ["the-ice-sculpt"], active: false });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: added.id, name: "Quiet room", kind: "room", services: ["the-ice-sculpt"], active: false });
    const refused = await owner("PATCH", `/api/resources/${added.id}`, { services: ["no-such-treatment"] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.services).toBeDefined();
    expect((await owner("PATCH", "/api/resources/00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
    const listed = (await (await owner("GET", "/api/resources")).json()) as { id: string; services: string[] }[];
    expect(listed.find((entry) => entry.id === added.id)!.services).toEqual(["the-ice-sculpt"]);
  });
});
