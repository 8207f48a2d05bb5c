import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceFacts } from "~/features/studio";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * Migration 0037 (docs/decisions/0050): a new database gets the demo team waiting for its first account; an
 * existing one turns every staff account into an owner, the oldest being the owner who does every brow service.
 */
const migration = readFileSync(new URL("../../../db/migrations/0037_team.sql", import.meta.url), "utf8");
const teamRows = migration.slice(migration.indexOf('INSERT INTO "staff_members"'));
const password = "a long staff password 2026";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const team = () =>
  database.sql<{ name: string; role: string; username: string | null; services: string[]; hours: string[] }[]>`
    select m.name, m.role, u.username,
      array(select service_slug from staff_services s where s.staff_member_id = m.id order by 1) as services,
      array(select weekday || ' ' || opens || '-' || closes from staff_hours h where h.staff_member_id = m.id order by weekday, opens) as hours
    from staff_members m left join users u on u.id = m.user_id order by m.position, m.created_at`;

const browSlugs = serviceFacts.filter((service) => service.kind === "brow").map((service) => service.slug).concat("patch-test").sort();
const machineSlugs = serviceFacts.filter((service) => service.kind === "machine").map((service) => service.slug).sort();

describe("migration 0037: the team", () => {
  it("seeds the owner doing every brow service on the studio's hours, a body therapist for every machine treatment with a lunch break, a room and the machine", async () => {
    const [owner, therapist, ...others] = await team();
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ name: "Maya Lewis", role: "owner", username: null, services: browSlugs });
    expect(owner!.hours).toEqual(["1 09:00-18:00", "2 09:00-18:00", "3 09:00-18:00", "4 09:00-18:00", "5 09:00-18:00", "6 09:00-16:00"]);
    expect(therapist).toMatchObject({ name: "Priya Shah", role: "practitioner", services: machineSlugs });
    expect(therapist!.hours).toEqual([
      ...[1, 2, 3, 4, 5].flatMap((day) => [`${day} 09:00-13:00`, `${day} 14:00-18:00`]),
      "6 09:00-13:00",
      "6 14:00-16:00",
    ]);
    const resources = await database.sql<{ name: string; kind: string; services: string[] }[]>`
      select r.name, r.kind, array(select service_slug from resource_services s where s.resource_id = r.id order by 1) as services
      from resources r order by position`;
    expect(resources).toEqual([
      { name: "Treatment room", kind: "room", services: machineSlugs.filter((slug) => slug !== "the-ice-sculpt") },
      { name: "Fat-freezing machine", kind: "machine", services: ["the-ice-sculpt"] },
    ]);
  });

  it("gives the first account made on a new database to the owner, and makes a later one an owner of its own", async () => {
    const admin = await createStaffUser(database.db, "admin", password);
    const second = await createStaffUser(database.db, "manager", password);
    await createStaffUser(database.db, "admin", `${password}!`, { replace: true });
    const members = await team();
    expect(members.map((member) => [member.name, member.role, member.username])).toEqual([
      ["Maya Lewis", "owner", admin.username],
      ["Priya Shah", "practitioner", null],
      ["manager", "owner", second.username],
    ]);
  });

  it("on a database that had staff accounts, makes the oldest the owner on the studio's week as staff set it, and every other an owner by username", async () => {
    await database.sql`delete from staff_members`;
    await database.sql`delete from resources`;
    await database.sql`delete from users`;
    await database.sql`insert into users (username, password, created_at) values ('first', 'x', now() - interval '2 days'), ('second', 'x', now() - interval '1 day')`;
    // Staff had closed Saturdays and opened Sundays from 10:00: the owner works the studio's week as it is.
    await database.sql`delete from opening_hours`;
    await database.sql`insert into opening_hours (weekday, opens, closes) values (6, null, null), (7, '10:00', '14:00')`;
    await database.sql.unsafe(teamRows);
    const members = await team();
    expect(members.map((member) => [member.name, member.role, member.username])).toEqual([
      ["Maya Lewis", "owner", "first"],
      ["Priya Shah", "practitioner", null],
      ["second", "owner", "second"],
    ]);
    expect(members[0]!.services).toEqual(browSlugs);
    expect(members[0]!.hours).toEqual(["1 09:00-18:00", "2 09:00-18:00", "3 09:00-18:00", "4 09:00-18:00", "5 09:00-18:00", "7 10:00-14:00"]);
    expect(members[2]!.services).toEqual([]);
  });
});
