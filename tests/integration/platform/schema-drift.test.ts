import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaDrift } from "~/db/schema-diff.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * The SQL migrations build the database; db/schema.server.ts is what the code believes it is (docs/decisions/0044).
 * The test database is a copy of the migrated template, so any difference is a migration missing or a schema wrong.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function withProbe(change: (probe: TestDatabase) => Promise<unknown>) {
  const probe = await createTestDatabase();
  try {
    await change(probe);
    return await schemaDrift(probe.db);
  } finally {
    await probe.drop();
  }
}

describe("db/schema.server.ts and the migrations", () => {
  it("build the same database: tables, columns, types, nullability, defaults, checks, exclusion constraints, indexes", async () => {
    expect(await schemaDrift(database.db)).toEqual({ statements: [], handWritten: [] });
  });

  it("a column the schema has and no migration adds is drift, and the draft adds it", async () => {
    // As if `phone` had been added to the schema and nobody had written its migration.
    const drift = await withProbe((probe) => probe.sql`alter table contacts drop column phone`);
    expect(drift).toEqual({ statements: ['ALTER TABLE "contacts" ADD COLUMN "phone" text;'], handWritten: [] });
  });

  it("a column, a check or an index the migrations build and the schema lacks is drift", async () => {
    const drift = await withProbe(async (probe) => {
      await probe.sql`alter table contacts add column drift_probe integer`;
      await probe.sql`alter table outbox drop constraint outbox_status_known`;
      await probe.sql`drop index bookings_phone_prefix_idx`;
    });
    expect(drift.statements).toEqual(
      expect.arrayContaining([
        'ALTER TABLE "contacts" DROP COLUMN "drift_probe";',
        expect.stringMatching(/^ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_known" CHECK/),
        expect.stringMatching(/^CREATE INDEX "bookings_phone_prefix_idx"/),
      ]),
    );
  });

  it("a hand-written constraint changed, or missing, is drift", async () => {
    const drift = await withProbe(async (probe) => {
      await probe.sql`alter table allocations drop constraint allocations_practitioner_no_overlap`;
      await probe.sql`alter table bookings drop constraint bookings_source_known`;
      await probe.sql`alter table bookings add constraint bookings_source_known check (source in ('online'))`;
    });
    expect(drift.handWritten.map((difference) => [difference.name, difference.database === null])).toEqual([
      ["allocations.allocations_practitioner_no_overlap", true],
      ["bookings.bookings_source_known", false],
    ]);
  });
});
