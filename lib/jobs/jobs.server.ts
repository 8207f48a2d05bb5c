import { sql } from "drizzle-orm";
import { Logger as WorkerLogger, run, type JobHelpers, type TaskList } from "graphile-worker";
import pg from "pg";
import type { Database } from "~/db/client.server";

/**
 * The one job queue (docs/decisions/0077): graphile-worker, in the schema it migrates itself. A job is a name and a
 * handler; it is queued by plain SQL, so a feature adds one inside its own transaction and a refused request queues
 * nothing. Every instance runs the worker: a job row is taken by one of them (FOR UPDATE SKIP LOCKED).
 */

export const JOB_SCHEMA = "graphile_worker";

/**
 * The one retry policy: a job that throws is tried again after graphile-worker's backoff (exp(attempts) seconds:
 * about 3 s, then 7 s), and after the last attempt it stays in the queue, listed by failedJobs, until removed.
 */
export const MAX_ATTEMPTS = 3;

/** How long, at most, a job due in the future waits to be noticed (a job queued for now starts at once, by NOTIFY). */
const POLL_MS = 2_000;

export interface JobDefinition {
  name: string;
  run: (payload: unknown) => Promise<unknown>;
  /** A periodic job: each run first queues the next one this many milliseconds later. */
  everyMs?: number;
}

export const defineJob = (name: string, run: (payload: unknown) => Promise<unknown>): JobDefinition => ({ name, run });

/** Periodic work: once per `ms` across every instance, timed by the database's clock. */
export const every = (ms: number, name: string, run: () => Promise<unknown>): JobDefinition => ({ name, run, everyMs: ms });

/** Anything that runs SQL: the pool, or a transaction the job belongs to. */
type Executor = Pick<Database, "execute">;

export interface EnqueueOptions {
  runAt?: Date;
  /** One queued job per key: queuing it again replaces the one not yet started. */
  key?: string;
}

export async function enqueue(db: Executor, name: string, payload: object = {}, { runAt, key }: EnqueueOptions = {}): Promise<void> {
  await db.execute(sql`select ${sql.identifier(JOB_SCHEMA)}.add_job(
    ${name}, ${JSON.stringify(payload)}::json,
    run_at => ${runAt?.toISOString() ?? null}::timestamptz, max_attempts => ${MAX_ATTEMPTS}, job_key => ${key ?? null}::text)`);
}

/**
 * The next run of a periodic job, keyed by its name: while one is queued, asking again changes nothing
 * (preserve_run_at), so every instance may ask at start and every run asks for its successor. A running job has
 * lost its key (graphile-worker clears it when taken again by add_job), so the successor is a row of its own.
 */
const scheduleNext = (query: (text: string, values: unknown[]) => Promise<unknown>, job: JobDefinition) =>
  query(
    `select ${JOB_SCHEMA}.add_job($1, '{}'::json, run_at => now() + $2 * interval '1 millisecond', max_attempts => $3, job_key => $1, job_key_mode => 'preserve_run_at')`,
    [job.name, job.everyMs, MAX_ATTEMPTS],
  );

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** Jobs that used every attempt, newest first: what staff look at when something stopped happening. */
export async function failedJobs(db: Executor, { limit = 50 }: { limit?: number } = {}): Promise<FailedJob[]> {
  // Before any worker has started on this database the queue's schema is not there yet: nothing has failed.
  const [queue] = await db.execute<{ present: boolean }>(sql`select to_regclass(${`${JOB_SCHEMA}.jobs`}) is not null as present`);
  if (!queue?.present) return [];
  const rows = await db.execute<{ id: string; name: string; attempts: number; last_error: string | null; updated_at: string }>(sql`
    select id::text, task_identifier as name, attempts, last_error, updated_at from ${sql.identifier(JOB_SCHEMA)}.jobs
    where attempts >= max_attempts and locked_at is null order by updated_at desc limit ${limit}`);
  return rows.map((row) => ({ id: row.id, name: row.name, attempts: row.attempts, lastError: row.last_error, failedAt: new Date(row.updated_at) }));
}

/** What the queue needs of pino's logger. */
export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface Jobs {
  /** Takes no new job and waits for those running to finish. */
  stop(): Promise<void>;
}

/** A started queue, and when it ends (stopped, or given up). */
export interface StartedJobs extends Jobs {
  ended: Promise<void>;
}

export async function startJobs({
  databaseUrl,
  db,
  jobs,
  logger,
  concurrency = 2,
  retired = [],
}: {
  databaseUrl: string;
  db: Database;
  jobs: JobDefinition[];
  logger: JobLogger;
  concurrency?: number;
  /** Periodic jobs no longer defined: their queued run (keyed by name) is removed, so none waits for ever. */
  retired?: readonly string[];
}): Promise<StartedJobs> {
  const taskList: TaskList = {};
  // A periodic job still running here when its next run comes (an outbox drain waiting on a slow relay) lets that run
  // pass: two drains of one process would each hold a message in flight, and a SIGKILL between a relay's answer and
  // the row marked sent would then send one again. Across instances the rows' locks keep each message to one sender.
  const running = new Set<string>();
  for (const job of jobs) {
    taskList[job.name] = async (payload: unknown, helpers: JobHelpers) => {
      // The successor first: a run that fails, or a worker killed mid-run, does not end the schedule.
      if (job.everyMs !== undefined) await scheduleNext((text, values) => helpers.query(text, values), job);
      if (job.everyMs === undefined) return void (await job.run(payload));
      if (running.has(job.name)) return;
      running.add(job.name);
      try {
        await job.run(payload);
      } finally {
        running.delete(job.name);
      }
    };
  }
  const shortest = Math.min(POLL_MS, ...jobs.map((job) => job.everyMs ?? POLL_MS));
  // The queue's own pool, whose error listeners outlive the worker: graphile-worker removes those it adds before its
  // pool has finished ending (not awaited), so a connection the database ends just then (Ctrl-C reaches PostgreSQL
  // too) was an uncaught exception that stopped the server with exit code 1. Ended here once the worker has stopped.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency + 2 });
  const connectionEnded = (error: Error) => logger.warn({ err: error }, "a job queue connection ended; the queue connects again");
  pool.on("error", connectionEnded);
  pool.on("connect", (client) => client.on("error", connectionEnded));
  const endPool = () => pool.end().catch((error: unknown) => logger.warn({ err: error }, "the job queue's connections did not close cleanly"));
  let runner: Awaited<ReturnType<typeof run>>;
  try {
    runner = await run({
      pgPool: pool,
      schema: JOB_SCHEMA,
      taskList,
      concurrency,
      pollInterval: shortest,
      // The server's own handlers stop it (server/shutdown.server.ts), in its order.
      noHandleSignals: true,
      logger: new WorkerLogger((scope) => (level, message, meta) => {
        const details = { ...meta, job: scope.taskIdentifier, jobId: scope.jobId };
        // A job's failure is worth a warning (it is retried, then listed); its success and the worker's chatter are not.
        if (level === "error") logger.warn(details, message);
        else if (level === "warning") logger.warn(details, message);
        else logger.debug(details, message);
      }),
    });
  } catch (error) {
    await endPool();
    throw error;
  }
  // The worker reconnects after a lost connection by itself; one that gives up leaves the server serving, logged
  // (keepJobsRunning starts it again).
  const ended = runner.promise.then(
    () => endPool(),
    (error: unknown) => {
      logger.error({ err: error }, "the job queue stopped; periodic work waits until it starts again");
      return endPool();
    },
  );
  const query = (text: string, values: unknown[]) => db.$client.unsafe(text, values as never[]);
  try {
    for (const job of jobs) if (job.everyMs !== undefined) await scheduleNext(query, job);
    for (const name of retired) await query(`select ${JOB_SCHEMA}.remove_job($1)`, [name]);
  } catch (error) {
    // Started is started whole: the caller may try again from the start.
    await runner.stop();
    await ended;
    throw error;
  }
  return {
    stop: async () => {
      await runner.stop();
      await ended;
    },
    ended,
  };
}


/**
 * The queue for a server that is already serving: started in the background and started again whenever it cannot
 * start or gives up (its database down, or dying while the queue migrates), with a backoff, until stopped. The
 * server's requests never wait for it and its failures never stop them: the work it does waits for the next start.
 */
export function keepJobsRunning(options: Parameters<typeof startJobs>[0] & { retry?: { firstDelayMs: number; maxDelayMs: number } }): Jobs {
  const { firstDelayMs, maxDelayMs } = options.retry ?? { firstDelayMs: 500, maxDelayMs: 30_000 };
  let stopped = false;
  let current: Jobs | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) => new Promise<void>((resolve) => {
    wake = resolve;
    setTimeout(resolve, ms).unref();
  });
  const loop = async () => {
    for (let delay = firstDelayMs; !stopped; delay = Math.min(delay * 2, maxDelayMs)) {
      try {
        const started = await startJobs(options);
        if (stopped) return void (await started.stop());
        current = started;
        delay = firstDelayMs;
        await started.ended;
        current = undefined;
      } catch (error) {
        options.logger.warn({ err: error, retryInMs: delay }, "the job queue could not start; trying again");
      }
      if (!stopped) await pause(delay);
    }
  };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop();
      await running;
    },
  };
}
