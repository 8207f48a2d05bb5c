// `npm run db:generate -- <name>`: draft the next migration from db/schema.server.ts (docs/decisions/0044).
// Migrates a throwaway embedded PostgreSQL, asks drizzle-kit's differ what would make it match the schema, and
// writes that as db/migrations/NNNN_<name>.sql with its journal entry. Read the draft before committing it: the
// differ cannot write exclusion constraints or data changes, and the drift test checks the result.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "~/db/client.server";
import { startEmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { schemaDrift } from "~/db/schema-diff.server";

const name = process.argv[2] ?? "";
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error("Name the migration: npm run db:generate -- add_practitioners (lower case, digits and _).");
  process.exit(2);
}

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const dataDir = await mkdtemp(path.join(tmpdir(), "studio-db-generate-"));
const embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
try {
  await applyMigrations(embedded.url, migrationsFolder);
  const connection = connect(embedded.url, { poolSize: 1 });
  const { statements, handWritten } = await schemaDrift(connection.db).finally(() => connection.close());
  for (const { name, database, declared } of handWritten) {
    console.warn(`${name} is hand-written: write its change yourself.\n  migrations: ${database ?? "(none)"}\n  declared:   ${declared ?? "(none)"}`);
  }
  if (statements.length === 0) {
    console.log("The schema and the migrations agree: nothing to write.");
  } else {
    const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as Journal;
    const numbers = (await readdir(migrationsFolder)).flatMap((file) => (/^(\d{4})_.*\.sql$/.exec(file) ? [Number(file.slice(0, 4))] : []));
    const tag = `${String(Math.max(...numbers) + 1).padStart(4, "0")}_${name}`;
    const last = journal.entries.at(-1)!;
    // Drizzle's migrator skips a migration dated before the last one a database applied: never go back in time.
    journal.entries.push({ idx: last.idx + 1, version: last.version, when: Math.max(Date.now(), last.when + 1), tag, breakpoints: true });
    await writeFile(path.join(migrationsFolder, `${tag}.sql`), `${statements.join("--> statement-breakpoint\n")}\n`);
    await writeFile(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
    console.log(`Wrote db/migrations/${tag}.sql (${statements.length} statement${statements.length === 1 ? "" : "s"}). Read it, then run the drift test.`);
  }
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
