import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { createLogger } from "~/server/logging/logger.server";
import { defineJob, enqueue, every, failedJobs, MAX_ATTEMPTS, startJobs, type Jobs } from "~/lib/jobs/jobs.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * The one job queue (docs/decisions/0077) on a real PostgreSQL: several instances run a due job once, a queued job
 * outlives a killed server, and a job that keeps failing is retried with backoff and then listed as failed.
 */
let database: TestDatabase;
const started: Jobs[] = [];
const quiet = createLogger("silent");
const PASSWORD = "killed and back again";

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  await database?.drop();
});

const instance = async (...jobs: Parameters<typeof startJobs>[0]["jobs"]) => {
  const one = await startJobs({ databaseUrl: database.url, db: database.db, jobs, logger: quiet });
  started.push(one);
  return one;
};

describe("the job queue", () => {
  it("two instances with the same schedule run each due run once", async () => {
    const runs: number[] = [];
    const tick = () => every(3_000, "test-tick", async () => void runs.push(Date.now()));
    await Promise.all([instance(tick()), instance(tick())]);

    await expect.poll(() => runs.length, { timeout: 10_000, interval: 50 }).toBe(1);
    // The next run is due 3 s after this one started: whoever takes it, there is still one until then.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toHaveLength(1);
    const queued = await database.sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'test-tick'`;
    expect(queued[0]!.n).toBe(1);
  });

  it("a periodic run that outlasts its period is not run again beside itself in one instance", async () => {
    let runningNow = 0;
    let most = 0;
    let runs = 0;
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const slowJob = every(200, "test-slow", async () => {
      runs += 1;
      runningNow += 1;
      most = Math.max(most, runningNow);
      // The first run waits (a relay holding its answer) while later runs fall due.
      if (runs === 1) await slow;
      runningNow -= 1;
    });
    // Stopped here, not after the file: a job every 200 ms keeps the queue's connections busy, and the database is
    // dropped (its connections ended by force) once the file is done.
    const jobs = await startJobs({ databaseUrl: database.url, db: database.db, jobs: [slowJob], logger: quiet });
    try {
      await expect.poll(() => runs, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(1);
      // Several periods pass while the first run waits: none of them runs beside it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(runs).toBe(1);
      finish();
      // Once it is done the schedule goes on.
      await expect.poll(() => runs, { timeout: 10_000, interval: 50 }).toBeGreaterThan(1);
      expect(most).toBe(1);
    } finally {
      finish();
      await jobs.stop();
    }
  });

  it("a periodic job no longer defined has its queued run removed when the queue starts, and nothing else", async () => {
    await enqueue(database.db, "test-retired", {}, { key: "test-retired", runAt: new Date(Date.now() + 60_000) });
    await enqueue(database.db, "test-kept", {}, { key: "test-kept", runAt: new Date(Date.now() + 60_000) });
    started.push(await startJobs({ databaseUrl: database.url, db: database.db, jobs: [], logger: quiet, retired: ["test-retired"] }));
    const queued = await database.sql<{ name: string }[]>`select task_identifier as name from graphile_worker.jobs where task_identifier like 'test-re%' or task_identifier = 'test-kept' order by 1`;
    expect(queued.map((row) => row.name)).toEqual(["test-kept"]);
  });

  it("a job that keeps failing is tried again later each time, then listed as failed with its error", async () => {
    const attempts: number[] = [];
    await instance(
      defineJob("test-always-fails", async () => {
        attempts.push(Date.now());
        throw new Error("the provider is down");
      }),
    );
    await enqueue(database.db, "test-always-fails", { refundId: "r1" });

    await expect.poll(async () => (await failedJobs(database.db)).map((job) => job.name), { timeout: 30_000, interval: 250 }).toContain("test-always-fails");
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    // exp(1) ≈ 2.7 s, then exp(2) ≈ 7.4 s: each wait longer than the last.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(2_500);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(7_000);
    const [failed] = (await failedJobs(database.db)).filter((job) => job.name === "test-always-fails");
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: expect.stringContaining("the provider is down") });
  }, 40_000);

  it("a job queued on a server killed with SIGKILL runs once servers are back, two of which queue each periodic job once, and staff see the one that failed", async () => {
    await createStaffUser(database.db, "ada", PASSWORD);
    await database.sql`insert into sessions (id_hash, user_id, expires_at) select 'expired-session', id, now() - interval '1 minute' from users where username = 'ada'`;
    let server: ServerProcess = await startServerProcess({ DATABASE_URL: database.url });
    // A one-off run of the session sweep, due after the kill.
    await enqueue(database.db, "sweep-sessions", {}, { runAt: new Date(Date.now() + 2_000) });
    await server.stop("SIGKILL");

    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await database.sql`select 1 from sessions where id_hash = 'expired-session'`).toHaveLength(1);
    // Back as two instances: each queues the periodic jobs at start, and each job is queued once between them.
    const servers = await Promise.all([startServerProcess({ DATABASE_URL: database.url }), startServerProcess({ DATABASE_URL: database.url })]);
    server = servers[0];
    try {
      await expect.poll(async () => (await database.sql`select 1 from sessions where id_hash = 'expired-session'`).length, { timeout: 10_000, interval: 100 }).toBe(0);
      const periodic = () => database.sql<{ name: string; n: number }[]>`
        select task_identifier as name, count(*)::int as n from graphile_worker.jobs where key = task_identifier group by 1 order by 1`;
      await expect.poll(async () => (await periodic()).map((job) => job.name), { timeout: 10_000, interval: 100 }).toContain("offer-freed-times");
      expect((await periodic()).filter((job) => job.n !== 1)).toEqual([]);
      expect((await periodic()).map((job) => job.name)).toEqual(expect.arrayContaining(["sweep-holds", "retry-refunds", "queue-reminders", "sweep-sessions", "sweep-rate-limits"]));

      // Staff see the job that gave up (the one of the test before) above the dashboard's tabs.
      const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
      const dashboard = await (await fetch(`${server.baseUrl}/admin`, { headers: { cookie: login.headers.get("set-cookie")!.split(";")[0]! } })).text();
      expect(dashboard).toContain("1 background job failed");
      expect(dashboard).toContain("test-always-fails: gave up after 3 attempts");
      expect(dashboard).toContain("the provider is down");
    } finally {
      await Promise.all(servers.map((one) => one.stop("SIGTERM")));
    }
  }, 120_000);
});
