import { existsSync } from "node:fs";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connect } from "~/db/client.server";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { createApp } from "./app.server";
import { InvalidEnvironmentError, parseEnv, type Env } from "./env.server";
import { createLogger } from "./logger.server";
import { builtPages, devPages } from "./pages.server";
import { studioFromEnv } from "./studio.server";
import { sweepRateLimits } from "~/domain/throttle.server";

/** The folder holding package.json, whether this runs from source (tsx) or from the bundle in build/server. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server");
    dir = parent;
  }
  return dir;
}

function readEnv(projectRoot: string): Env {
  const dotenv = path.join(projectRoot, ".env");
  // Variables already set in the environment win over the file.
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const projectRoot = findProjectRoot();
  const env = readEnv(projectRoot);
  const logger = createLogger(env.LOG_LEVEL);
  let embedded: EmbeddedPostgres | undefined;
  try {
    if (!env.DATABASE_URL) {
      embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log: (message) => logger.info(message) });
    }
    const databaseUrl = env.DATABASE_URL ?? embedded!.url;
    await applyMigrations(databaseUrl, migrationsFolder);
    const connection = connect(databaseUrl, { poolSize: env.DATABASE_POOL_SIZE });
    await seedDatabase(connection.db);

    const pageDeps = { db: connection.db, env, studio: studioFromEnv(env), projectRoot };
    const pages = env.NODE_ENV === "development" ? await devPages(pageDeps) : await builtPages(pageDeps);
    const app = createApp({ db: connection.db, env, logger, pages: pages.handler });
    const server = app.listen(env.PORT, env.HOST);
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: embedded ? `embedded in ${path.resolve(env.DATA_DIR)}` : "DATABASE_URL" }, `Listening on http://localhost:${port}`);

    const sweeper = setInterval(() => {
      sweepRateLimits(connection.db, env.RATE_LIMIT).catch((error) => logger.warn({ err: error }, "rate limit sweep failed"));
    }, 10 * 60_000);
    sweeper.unref();

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) {
        logger.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      stopping = true;
      logger.info({ signal }, "Shutting down: finishing requests in flight");
      clearInterval(sweeper);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle once their request is answered; close them as they do.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
      await closed;
      clearInterval(idle);
      clearTimeout(deadline);
      await pages.close();
      await connection.close();
      await embedded?.stop();
      logger.info("Stopped cleanly");
      process.exit(0);
    };
    process.on("SIGTERM", () => void shutdown("SIGTERM"));
    process.on("SIGINT", () => void shutdown("SIGINT"));
  } catch (error) {
    logger.fatal({ err: error }, "The server could not start");
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
}

await main();
