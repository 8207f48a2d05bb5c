import type { Server } from "node:http";
import type { EmbeddedPostgres } from "~/db/embedded-postgres.server";
import type { Logger } from "./logging/logger.server";

/**
 * How the server stops (docs/decisions/0034): every way out drains what it can, closes the pool and stops the
 * embedded PostgreSQL before the process exits, because PostgreSQL runs in a session of its own and would otherwise
 * go on running, holding the data folder and a port.
 */

/** Signals that ask the server to stop: Ctrl-C, a process manager or container runtime, a closed terminal. */
export const stopSignals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export type StopSignal = (typeof stopSignals)[number];

/**
 * Ctrl-C and `kill -TERM -PGID` reach npm and node at once, and npm forwards its copy to node a few milliseconds
 * later: the same signal this soon after is that copy. A person pressing Ctrl-C again takes longer than this.
 */
export const SAME_REQUEST_MS = 1_000;

export interface StopRequest {
  signal: string;
  at: number;
}

/** Whether `signal` at `at` is the copy of the last request (the same signal, within SAME_REQUEST_MS) or a new one. */
export function isCopyOf(last: StopRequest | undefined, signal: string, at: number): boolean {
  return last !== undefined && last.signal === signal && at - last.at < SAME_REQUEST_MS;
}

/**
 * What each request to stop asks for: the first lets requests in flight finish; the second cuts them off and
 * stops the database at once (still cleanly, "fast"); any after that stops it "immediately" (crash recovery on the
 * next start, nothing committed is lost).
 */
export type Urgency = "drain" | "hurry" | "now";
export const urgencyOf = (requests: number): Urgency => (requests <= 1 ? "drain" : requests === 2 ? "hurry" : "now");

export interface Stopping {
  /** The HTTP server: its requests in flight are drained first. */
  serve(server: Server): void;
  /** Something to close after the drain and before the database, in the order given (timers, outbox, pool). */
  close(what: string, close: () => unknown): void;
  /** The embedded database while it starts: a stop asked for meanwhile waits for it, then stops it last. */
  database(starting: Promise<EmbeddedPostgres>): Promise<EmbeddedPostgres>;
  /** After a failure the server cannot go on from (logged by the caller), at start or later: stop all, exit 1. */
  fail(): Promise<void>;
  /** A stop was asked for (start-up errors after it are its consequence, not failures). */
  readonly requested: boolean;
}

interface Options {
  logger: Logger;
  /** How long the first request waits for requests in flight before closing their connections. */
  drainMs: number;
  now?: () => number;
  exit?: (code: number) => void;
}

export function createStopping({ logger, drainMs, now = Date.now, exit = (code) => process.exit(code) }: Options): Stopping & {
  /** A stop signal arrived. */
  request(signal: string): void;
  logger: Logger;
} {
  let server: Server | undefined;
  const closers: { what: string; close: () => unknown }[] = [];
  let databaseStarting: Promise<EmbeddedPostgres | undefined> | undefined;
  let last: StopRequest | undefined;
  let requests = 0;
  let exitCode = 0;
  let stopped: Promise<void> | undefined;
  const urgent = { hurry: deferred(), now: deferred() };

  const escalate = (urgency: Urgency) => {
    if (urgency !== "drain") urgent.hurry.resolve();
    if (urgency === "now") urgent.now.resolve();
  };

  async function drain(server: Server) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections become idle once their request is answered; close them as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => urgent.hurry.resolve(), drainMs);
    await Promise.race([closed, urgent.hurry.promise]);
    clearInterval(idle);
    clearTimeout(deadline);
    server.closeAllConnections();
  }

  async function stopDatabase(database: EmbeddedPostgres) {
    const immediately = urgent.now.promise.then(() => database.stop({ mode: "immediate" }));
    try {
      await Promise.race([database.stop({ mode: "fast" }), immediately]);
    } catch (error) {
      logger.error({ err: error }, "The embedded PostgreSQL did not stop cleanly: stopping it immediately");
      exitCode = 1;
      await database.stop({ mode: "immediate" }).catch((again: unknown) => logger.error({ err: again }, "The embedded PostgreSQL could not be stopped"));
    }
  }

  async function stopAll(): Promise<void> {
    if (server) await drain(server);
    for (const { what, close } of closers) {
      try {
        // Cut short when asked again: the database's own stop ends what is left (open transactions roll back).
        await Promise.race([close(), urgent.hurry.promise]);
      } catch (error) {
        logger.warn({ err: error }, `Closing ${what} failed`);
      }
    }
    const database = await databaseStarting?.catch(() => undefined);
    if (database) await stopDatabase(database);
    if (exitCode === 0) logger.info("Stopped cleanly");
    else logger.warn("Stopped");
    exit(exitCode);
  }

  const begin = () => (stopped ??= stopAll());

  return {
    logger,
    get requested() {
      return stopped !== undefined;
    },
    serve(value) {
      server = value;
    },
    close(what, close) {
      closers.push({ what, close });
    },
    database(starting) {
      databaseStarting = starting;
      return starting;
    },
    request(signal) {
      const at = now();
      if (isCopyOf(last, signal, at)) {
        logger.debug({ signal }, "The same stop request again (forwarded by npm)");
        return;
      }
      last = { signal, at };
      const urgency = urgencyOf(++requests);
      if (urgency === "drain") logger.info({ signal }, "Shutting down: finishing requests in flight");
      else if (urgency === "hurry") logger.warn({ signal }, `${signal} again: stopping now, without waiting for requests in flight`);
      else logger.warn({ signal }, `${signal} again: stopping the database immediately`);
      if (urgency !== "drain") exitCode = 1;
      escalate(urgency);
      void begin();
    },
    async fail() {
      exitCode = 1;
      // What failed may be anything: wait for nothing but the database.
      escalate("hurry");
      await begin();
    },
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Routes the process's stop signals and uncaught failures to `stopping`, from the very start of the server. */
export function stopOnSignalsAndFailures(stopping: ReturnType<typeof createStopping>): void {
  for (const signal of stopSignals) process.on(signal, () => stopping.request(signal));
  // With this listener Node no longer exits on its own: fail() does, once the database is stopped.
  process.on("uncaughtException", (error, origin) => {
    stopping.logger.fatal({ err: error }, origin === "unhandledRejection" ? "An unhandled promise rejection: stopping" : "An uncaught exception: stopping");
    void stopping.fail();
  });
}
