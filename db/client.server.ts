import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema.server";

/** With its postgres.js client (`$client`), for what Drizzle does not wrap: LISTEN and NOTIFY. */
export type Database = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };

/** An open transaction of the Database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface Connection {
  db: Database;
  /** Closes the pool, letting running queries finish first. */
  close(): Promise<void>;
}

/**
 * A new connection that has not answered in this many seconds is given up (postgres.js waits 30 by default). A
 * database that is down or restarting refuses a connection at once (503 quickly, docs/decisions/0016), so this only
 * decides how long a connection slow under load is waited for: at 1 s, a burst of bookings over two instances had
 * connections time out and answered 503 where the slot was simply taken (docs/decisions/0071).
 */
export const CONNECT_TIMEOUT_SECONDS = 10;

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
