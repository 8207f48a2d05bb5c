import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema.server";

export type Database = PostgresJsDatabase<typeof schema>;

export interface Connection {
  db: Database;
  /** Closes the pool, letting running queries finish first. */
  close(): Promise<void>;
}

export function connect(url: string, options: { poolSize?: number } = {}): Connection {
  const client = postgres(url, {
    max: options.poolSize ?? 10,
    onnotice: () => {},
    connection: { application_name: "studio-web" },
  });
  return {
    db: drizzle(client, { schema }),
    close: () => client.end({ timeout: 5 }),
  };
}
