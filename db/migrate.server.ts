import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

/** Any fixed number: every instance that starts at once queues on this lock instead of racing the migrations. */
const MIGRATION_LOCK = 7_201_947;

export async function applyMigrations(url: string, migrationsFolder: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end();
  }
}

/** The committed migrations: next to this module in the source tree, copied next to the bundle by the build. */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
