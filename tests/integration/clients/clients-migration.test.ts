import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * Migration 0046 (docs/decisions/0057) on a database with bookings already made: one client per email (case aside),
 * named as her latest booking names her, and a client of her own for each booking without an email.
 */
const migration = readFileSync(new URL("../../../db/migrations/0046_clients.sql", import.meta.url), "utf8");
const backfill = migration
  .slice(migration.indexOf("-- The clients of the bookings already made"))
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("migration 0046: clients from the bookings already made", () => {
  it("files each booking under its client", async () => {
    const { sql } = database;
    await sql`alter table bookings disable trigger bookings_link_client`;
    await sql`insert into bookings (name, email, phone, service, source, created_at) values
      ('Ada L', 'ADA@example.com', '07700 900111', 'Cloud Wax', 'online', now() - interval '2 days'),
      ('Ada Lovelace', 'ada@example.com ', '+44 7700 900112', 'Cloud Wax', 'online', now() - interval '1 day'),
      ('Bea', 'bea@example.com', '07700 900113', 'Cloud Wax', 'online', now()),
      ('Walk In', null, '07700 900114', 'Cloud Wax', 'staff', now()),
      ('Walk In', null, '07700 900114', 'Cloud Wax', 'staff', now())`;
    await sql`alter table bookings enable trigger bookings_link_client`;
    for (const statement of backfill) await sql.unsafe(statement);

    const clients = await sql<{ name: string; email: string | null; phone_digits: string; bookings: number }[]>`
      select c.name, c.email, c.phone_digits, (select count(*)::int from bookings b where b.client_id = c.id) as bookings from clients c order by c.name, c.email`;
    expect(clients).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", phone_digits: "07700900112", bookings: 2 },
      { name: "Bea", email: "bea@example.com", phone_digits: "07700900113", bookings: 1 },
      { name: "Walk In", email: null, phone_digits: "07700900114", bookings: 1 },
      { name: "Walk In", email: null, phone_digits: "07700900114", bookings: 1 },
    ]);
    expect(await sql`select email from client_emails order by email`).toEqual([{ email: "ada@example.com" }, { email: "bea@example.com" }]);
    expect(await sql`select id from bookings where client_id is null`).toEqual([]);
  });
});
