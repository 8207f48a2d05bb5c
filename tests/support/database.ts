import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import { connect, type Connection } from "~/db/client.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";

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

/**
 * Empties a test database and migrates it only as far as the migrations before `tag`, as a database deployed then
 * would be: a copy of the migrations whose journal stops there. The server it is given to migrates the rest.
 */
export async function migrateUpTo(database: TestDatabase, tag: string): Promise<void> {
  await database.sql.unsafe("drop schema public cascade; drop schema if exists drizzle cascade; drop schema if exists graphile_worker cascade; create schema public");
  const folder = await mkdtemp(path.join(tmpdir(), "studio-migrations-"));
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
    if (upTo < 0) throw new Error(`no migration ${tag}`);
    await mkdir(path.join(folder, "meta"));
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    for (const entry of journal.entries.slice(0, upTo)) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await applyMigrations(database.url, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
