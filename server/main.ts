import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { connect } from "~/db/client.server";
import { EmbeddedPostgresSetupError, startEmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { seedOpeningHours } from "~/features/schedule/index.server";
import { seedServiceFacts } from "~/features/studio/index.server";
import { hasStaffUsers } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { createApp } from "./app.server";
import { InvalidEnvironmentError, parseEnv, twilioFromEnv, type Env } from "./env.server";
import { createTwilioSender } from "~/features/texts/index.server";
import { createLogger, type Logger } from "./logging/logger.server";
import { terminalDestination, type SignInNotice } from "./logging/log-format.server";
import { createSmtpSender, defaultMailFrom, describeSmtpUrl, outboxJobs, prepareEmail } from "./mailer.server";
import { builtPages, devPages } from "./pages.server";
import { studioFromEnv } from "./studio.server";
import { billingFor } from "./payments/billing.server";
import { keepJobsRunning } from "~/lib/jobs/jobs.server";
import { backgroundJobs, retiredJobs } from "./background-jobs.server";
import { bookingSettingsFromEnv } from "./booking-settings.server";
import { emailContextFromEnv } from "./email-context.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { createStopping, stopOnSignalsAndFailures } from "./shutdown.server";
import { whenDatabaseAnswers } from "./database-start.server";

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

/**
 * On the embedded (demo) database, the first start creates a staff account, whose password is shown once (after
 * the server listens, so the notice can give the address). ADMIN_PASSWORD chooses it (tests do); otherwise random.
 */
async function ensureDemoStaff(db: Parameters<typeof hasStaffUsers>[0]): Promise<{ username: string; password: string } | undefined> {
  if (await hasStaffUsers(db)) return undefined;
  const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  await createStaffUser(db, DEMO_STAFF_USERNAME, password);
  return { username: DEMO_STAFF_USERNAME, password };
}

/** How long an idle kept-alive connection stays open: longer than the 60 s idle timeout load balancers commonly use. */
const KEEP_ALIVE_SECONDS = 65;
const DEMO_STAFF_USERNAME = "admin";

function announceDemoStaff(logger: Logger, account: { username: string; password: string }, port: number) {
  const signIn: SignInNotice = {
    url: `http://localhost:${port}/admin/login`,
    username: account.username,
    password: account.password,
    note: `Shown only this once; set another with: npm run admin:create -- --username ${account.username}`,
  };
  logger.info({ signIn }, `Demo staff account created: sign in at ${signIn.url} as "${account.username}"`);
}

/** A person at a terminal reads lines; anything else (a pipe, a file, a collector) gets JSON lines. */
const logDestination = () => (process.stdout.isTTY ? terminalDestination(process.stdout) : undefined);

async function main() {
  const projectRoot = findProjectRoot();
  const env = readEnv(projectRoot);
  const logger = createLogger(env.LOG_LEVEL, logDestination());
  // Before anything starts: a signal or a failure at any point from here stops what has started (decision 0034).
  const stopping = createStopping({ logger, drainMs: env.SHUTDOWN_TIMEOUT_MS });
  stopOnSignalsAndFailures(stopping);
  try {
    const embedded = env.DATABASE_URL
      ? undefined
      : await stopping.database(
          startEmbeddedPostgres({
            dataDir: env.DATA_DIR,
            log: (message) => logger.info(message),
            warn: (message) => logger.warn(message),
            restartIfItDies: true,
          }),
        );
    const databaseUrl = env.DATABASE_URL ?? embedded!.url;
    const startRetry = { logger, stopping: () => stopping.requested };
    await whenDatabaseAnswers("the migrations", () => applyMigrations(databaseUrl, migrationsFolder), startRetry);
    const connection = connect(databaseUrl, { poolSize: env.DATABASE_POOL_SIZE });
    // Closed after the jobs, the outbox and the pages, which use it; the database stops after it.
    const closeLast: [string, () => unknown][] = [["the database pool", () => connection.close()]];
    await whenDatabaseAnswers("the pool's first query", () => connection.db.execute(sql`select 1`), startRetry);
    await seedDatabase(connection.db);
    await seedOpeningHours(connection.db);
    await seedServiceFacts(connection.db);
    const demoStaff = embedded ? await ensureDemoStaff(connection.db) : undefined;

    const studio = studioFromEnv(env);
    const payments = paymentsFromEnv(env, connection.db);
    const bookingSettings = bookingSettingsFromEnv(env);
    logger.info(payments.name === "stripe" ? "Card payments through Stripe" : "Demo payments: no card is charged (set the STRIPE_* keys for Stripe)");
    const pageDeps = { db: connection.db, env, studio, projectRoot, payments, bookingSettings, logger };
    const pages = env.NODE_ENV === "development" ? await devPages(pageDeps) : await builtPages(pageDeps);
    closeLast.unshift(["the pages", () => pages.close()]);
    const app = createApp({ db: connection.db, env, logger, pages: pages.handler, pageCache: pages.cache, payments, bookingSettings });
    const server = app.listen(env.PORT, env.HOST);
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment (a load balancer
    // with a 60 s idle timeout, a test's request context) gets a reset. Idle connections outlive the usual 60 s
    // instead; a stop still closes them at once (shutdown.server.ts).
    server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
    server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
    stopping.serve(server);
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: embedded ? `embedded in ${path.resolve(env.DATA_DIR)}` : "DATABASE_URL" }, `Listening on http://localhost:${port}`);
    if (demoStaff) announceDemoStaff(logger, demoStaff, port);

    const emailContext = emailContextFromEnv(env);
    const billing = billingFor(payments, connection.db, emailContext);
    // Every instance may send: rows are taken with FOR UPDATE SKIP LOCKED (DESIGN section 7).
    const mailer = env.SMTP_URL ? createSmtpSender(env.SMTP_URL, env.MAIL_FROM ?? defaultMailFrom(studio)) : undefined;
    const twilio = twilioFromEnv(env);
    const sendText = twilio ? createTwilioSender(twilio) : undefined;
    if (env.SMTP_URL) logger.info({ smtp: describeSmtpUrl(env.SMTP_URL) }, "Sending emails from the outbox");
    else logger.info("SMTP_URL is not set: emails are kept in the outbox table and not sent");
    if (twilio) logger.info({ twilio: twilio.messagingServiceSid ?? twilio.from }, "Sending texts through Twilio");
    else logger.info("Twilio is not set up (TWILIO_*): texts are kept in the text_outbox table and not sent");

    // One queue for the background work, run by every instance and each due job by one of them (decision 0077).
    const backgroundWork = [
      ...backgroundJobs({
        db: connection.db,
        payments,
        billing,
        emailContext,
        bookingSettings,
        logger,
        consultationRetentionYears: env.CONSULTATION_RETENTION_YEARS,
        offerIntervalMs: env.WAITLIST_OFFER_INTERVAL_MS,
        sweepIntervalMs: env.SWEEP_INTERVAL_MS,
      }),
      ...outboxJobs({ db: connection.db, send: mailer?.send, sendText, logger, prepare: prepareEmail }, { intervalMs: env.OUTBOX_INTERVAL_MS }),
    ];
    // Started beside the requests, and again whenever it cannot start: a database that dies now must not stop a server
    // that is serving (docs/decisions/0016).
    const jobs = keepJobsRunning({ databaseUrl, db: connection.db, logger, jobs: backgroundWork, retired: retiredJobs });
    // After the last request (which may have written an email), before the pool: the jobs in hand finish (a second
    // signal cuts them short).
    stopping.close("the jobs", () => jobs.stop());
    if (mailer) stopping.close("the mailer", () => mailer.close());
    for (const [what, close] of closeLast) stopping.close(what, close);
  } catch (error) {
    // A stop asked for during start-up takes the database away from under it: that failure is the stop's own.
    if (stopping.requested) return;
    if (error instanceof EmbeddedPostgresSetupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "The server could not start");
    await stopping.fail();
  }
}

await main();
