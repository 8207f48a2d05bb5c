import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export interface RateLimit {
  count: number;
  seconds: number;
}

/**
 * Fixed-window counting in PostgreSQL, so the limit holds across every instance behind a load balancer.
 * One statement both counts the hit and says how long the window has left.
 */
export async function hit(db: Database, key: string, limit: RateLimit): Promise<{ allowed: boolean; retryAfter: number }> {
  const rows = await db.execute<{ hits: number; remaining: string }>(sql`
    insert into rate_limits (key, window_start, hits)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${limit.seconds}) * ${limit.seconds}), 1)
    on conflict (key, window_start) do update set hits = rate_limits.hits + 1
    returning hits, extract(epoch from window_start + make_interval(secs => ${limit.seconds}) - now()) as remaining`);
  const row = rows[0];
  if (!row) throw new Error("rate limit counter returned no row");
  return { allowed: row.hits <= limit.count, retryAfter: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** The state of a counter without counting this request (sign-in counts failures only). */
export async function peek(db: Database, key: string, limit: RateLimit): Promise<{ allowed: boolean; retryAfter: number }> {
  const rows = await db.execute<{ hits: number; remaining: string }>(sql`
    select hits, extract(epoch from window_start + make_interval(secs => ${limit.seconds}) - now()) as remaining
    from rate_limits
    where key = ${key} and window_start = to_timestamp(floor(extract(epoch from now()) / ${limit.seconds}) * ${limit.seconds})`);
  const row = rows[0];
  if (!row) return { allowed: true, retryAfter: 0 };
  return { allowed: row.hits < limit.count, retryAfter: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** Drops windows that have ended; any instance may run it. */
export async function sweepRateLimits(db: Database, limit: RateLimit): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - make_interval(secs => ${limit.seconds})`);
}
