// A throwaway embedded PostgreSQL, migrated, with opening hours and as many bookings as a benchmark asks for
// (generate_series: 100,000 rows in seconds). Used by bench:availability and bench:admin-list.
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect, type Connection } from "~/db/client.server";
import { startEmbeddedPostgres } from "~/db/embedded-postgres.server";
import { applyMigrations, migrationsFolder } from "~/db/migrate.server";
import { seedOpeningHours } from "~/features/schedule/index.server";
import { seedServiceFacts } from "~/features/studio/index.server";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";

export interface SeededDatabase extends Connection {
  sql: postgres.Sql;
  /** A superuser URL of it, for a server process to use. */
  url: string;
  /** Bookings so far. */
  count: number;
  /** More history, older than what is there: one booking an hour going back, 1 in 20 an abandoned hold. */
  grow(to: number): Promise<void>;
  stop(): Promise<void>;
}

const GROW_BATCH = 2_000;
const ITEMS = JSON.stringify([{ id: "henna-brows", type: "service", name: "Henna Brows", pricePence: 3500, durationMinutes: 45 }]);

export async function seededDatabase(): Promise<SeededDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "studio-bench-db-"));
  const embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
  await applyMigrations(embedded.url, migrationsFolder);
  const connection = connect(embedded.url, { poolSize: 4 });
  await seedOpeningHours(connection.db);
  await seedServiceFacts(connection.db);
  const sql = postgres(embedded.url, { max: 1, onnotice: () => {} });
  // The coming 8 weeks: a booking every 5 hours, paid, so the engine has real gaps to find.
  await sql`
    insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, paid_at, starts_at, ends_at, blocked_until, created_at)
    select 'Future ' || g, 'future' || g || '@example.com', '07700 ' || lpad(g::text, 6, '0'), 'Henna Brows', ${ITEMS}::jsonb, 3500,
      'confirmed', 'paid', now() - interval '1 day', s, s + interval '45 minutes', s + interval '60 minutes', now() - interval '1 day'
    from (select g, date_trunc('hour', now()) + g * interval '5 hours' as s from generate_series(1, 8 * 7 * 24 / 5) g) future`;
  await allocateToOwner(sql);
  const future = 8 * 7 * Math.floor(24 / 5);
  /** `rows` more hours of history, the first `from` hours before now (one booking an hour, 1 in 20 a lapsed hold). */
  const growHistory = (from: number, rows: number) => sql`
    insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, paid_at, cancellation_reason, starts_at, ends_at, blocked_until, created_at)
    select 'Client ' || g, 'client' || g || '@example.com', '07700 ' || lpad(g::text, 6, '0'), 'Henna Brows', ${ITEMS}::jsonb, 3500,
      case when g % 20 = 0 then 'cancelled' else 'completed' end,
      case when g % 20 = 0 then 'unpaid' else 'paid' end,
      case when g % 20 = 0 then null else s - interval '3 days' end,
      case when g % 20 = 0 then 'hold-expired' end,
      s, s + interval '45 minutes', s + interval '60 minutes', s - interval '3 days'
    from (select g, date_trunc('hour', now()) - g * interval '1 hour' as s from generate_series(${from + 1}::int, ${from + rows}::int) g) past`;
  const seeded: SeededDatabase = {
    ...connection,
    sql,
    url: embedded.url,
    count: future,
    async grow(to) {
      // In batches: each booking's client is linked under an advisory lock held to the end of its statement
      // (bookings_link_client, migration 0046), and one statement of 100,000 runs out of the lock table.
      for (let start = seeded.count; start < to; start += GROW_BATCH) await growHistory(start - future, Math.min(GROW_BATCH, to - start));
      await allocateToOwner(sql);
      await sql`vacuum analyze bookings`;
      await sql`vacuum analyze allocations`;
      seeded.count = to;
    },
    async stop() {
      await sql.end();
      await connection.close();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return seeded;
}

/** The owner's diary column for every booking that has none yet, as migration 0038 gave the studio's bookings. */
async function allocateToOwner(sql: postgres.Sql) {
  await sql`
    insert into allocations (booking_id, staff_member_id, starts_at, ends_at)
    select b.id, (select id from staff_members where role = 'owner' order by position limit 1), b.starts_at, b.blocked_until
    from bookings b where not exists (select 1 from allocations a where a.booking_id = b.id)`;
}

export function percentiles(timings: number[]): { medianMs: number; p95Ms: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(3));
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Runs `work` `runs` times after a few warm-up runs, timing each. */
export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let run = 0; run < runs + 5; run++) {
    const started = performance.now();
    await work();
    if (run >= 5) timings.push(performance.now() - started);
  }
  return timings;
}

/** The real Express app over the seeded database on a free port, and a live session of an owner's account for it. */
export async function signedInApp(database: SeededDatabase): Promise<{ base: string; cookie: string; sessionId: string; server: Server }> {
  await createStaffUser(database.db, "bench", "lavender mews teapot bench");
  const signedIn = await signIn(database.db, "bench", "lavender mews teapot bench", "127.0.0.1");
  if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
  const cookie = `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}`;
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = createApp({ db: database.db, env, logger: createLogger(env.LOG_LEVEL), payments: paymentsFromEnv(env, database.db), bookingSettings: bookingSettingsFromEnv(env) });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cookie, sessionId: signedIn.sessionId, server };
}
