import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type Connection } from "~/db/client.server";

export const TEMPLATE_DATABASE = "studio_template";

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface TestDatabase extends Connection {
  url: string;
  /** Raw SQL for assertions: tests look at what was stored, not at what our code says it stored. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database of its own (a copy of the template: tens of milliseconds). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `studio_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = withDatabase(adminUrl, name);
  const connection = connect(url, { poolSize: 5 });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    ...connection,
    url,
    sql,
    async drop() {
      await connection.close();
      await sql.end();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
