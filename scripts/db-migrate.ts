// `npm run db:migrate`: apply the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { startEmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { parseEnv } from "~/server/env.server";

const env = parseEnv();
const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log: console.log });
try {
  await applyMigrations(env.DATABASE_URL ?? embedded!.url, migrationsFolder);
  console.log("Migrations applied.");
} finally {
  await embedded?.stop();
}
