import type { Logger } from "./logging/logger.server";
import { databaseUnreachable } from "./http-errors.server";

/** How long start-up keeps asking a database that does not answer: an embedded one on a loaded machine is slow to. */
const START_RETRY = { firstDelayMs: 100, maxDelayMs: 2_000, totalMs: 30_000 } as const;

/**
 * The server's first uses of its database (the migrations, the first query through the pool), tried again with
 * backoff while the database cannot be reached (a connection refused, reset or timed out: databaseUnreachable).
 * Under load a freshly started embedded PostgreSQL may miss the pool's 1 s connect timeout
 * (CONNECT_TIMEOUT_SECONDS); that is no reason to exit. Any other failure, one that lasts, or one after a stop was
 * asked for (`stopping`: the stop takes the database away) is thrown.
 */
export async function whenDatabaseAnswers<T>(what: string, attempt: () => Promise<T>, { logger, stopping }: { logger: Logger; stopping: () => boolean }, retry = START_RETRY): Promise<T> {
  const started = Date.now();
  for (let delay: number = retry.firstDelayMs; ; delay = Math.min(delay * 2, retry.maxDelayMs)) {
    try {
      return await attempt();
    } catch (error) {
      if (!databaseUnreachable(error) || stopping() || Date.now() - started + delay > retry.totalMs) throw error;
      logger.warn({ err: error, retryInMs: delay }, `the database did not answer ${what}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
