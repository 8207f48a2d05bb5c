import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { connect } from "~/db/client.server";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { seedOpeningHours } from "~/features/schedule/index.server";
import { seedServiceFacts } from "~/features/studio/index.server";
import { TEMPLATE_DATABASE, withDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of the server under test; each test file clones the template database from it. */
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one (as `npm start` uses), or the server TEST_DATABASE_URL names
 * (CI points it at Debian's PostgreSQL 15). Migrations and seed run once, into a template that tests copy.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), "studio-test-db-"));
    embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
    adminUrl = embedded.url;
  }

  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  await applyMigrations(templateUrl, migrationsFolder);
  const connection = connect(templateUrl, { poolSize: 1 });
  await seedDatabase(connection.db);
  await seedOpeningHours(connection.db);
  await seedServiceFacts(connection.db);
  await connection.close();

  project.provide("adminDatabaseUrl", adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
