import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema.server";

/** With its postgres.js client (`$client`), for what Drizzle does not wrap: LISTEN and NOTIFY. */
export type Database = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };

export interface Connection {
  db: Database;
  /** Closes the pool, letting running queries finish first. */
  close(): Promise<void>;
}

/**
 * A new connection that has not answered in this many seconds is given up (postgres.js waits 30 by default), so
 * while the database is down or restarting a request is answered 503 quickly instead of hanging
 * (docs/decisions/0016).
 */
export const CONNECT_TIMEOUT_SECONDS = 1;

/**
 * Seconds a connection waits before trying again after a failed attempt. postgres.js grows this to 20 s after a
 * handful of failures and resets it only on success, so a short outage left requests waiting 17 s after the
 * database was back; a pool of a few connections to one server needs no such caution.
 */
const reconnectDelaySeconds = (failures: number) => Math.min(0.05 * failures, 0.5);

export function connect(url: string, options: { poolSize?: number } = {}): Connection {
  const client = postgres(url, {
    max: options.poolSize ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    connection: { application_name: "studio-web" },
  });
  return {
    db: drizzle(client, { schema }),
    close: () => client.end({ timeout: 5 }),
  };
}
