import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema.server";

export type Database = PostgresJsDatabase<typeof schema>;

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

export function connect(url: string, options: { poolSize?: number } = {}): Connection {
  const client = postgres(url, {
    max: options.poolSize ?? 10,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    connection: { application_name: "studio-web" },
  });
  return {
    db: drizzle(client, { schema }),
    close: () => client.end({ timeout: 5 }),
  };
}
