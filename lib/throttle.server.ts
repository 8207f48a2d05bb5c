import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export interface RateLimit {
  count: number;
  seconds: number;
}

export interface Verdict {
  allowed: boolean;
  retryAfter: number;
}

export interface Counter {
  key: string;
  limit: RateLimit;
}

/**
 * Counting in PostgreSQL, so the limit holds across every instance behind a load balancer. Each key has one window,
 * opened by its first counted request and lasting `limit.seconds`; the first request after it ends opens the next.
 * Windows are not aligned to the clock, so a burst cannot straddle a boundary and get twice the limit, and a
 * lockout lasts its full length (docs/decisions/0030).
 * One statement counts this request on every counter (distinct keys) and returns each count: the verdict comes from
 * the counting itself, so parallel requests cannot all read "under the limit" before any of them is counted.
 */
export async function hitEach(db: Database, counters: Counter[]): Promise<Verdict[]> {
  const rows = await db.execute<{ key: string; hits: number; remaining: string }>(sql`
    insert into rate_limits (key, window_end, hits)
    values ${sql.join(
      counters.map(({ key, limit }) => sql`(${key}, now() + make_interval(secs => ${limit.seconds}), 1)`),
      sql`, `,
    )}
    on conflict (key) do update set
      hits = case when rate_limits.window_end <= now() then 1 else rate_limits.hits + 1 end,
      window_end = case when rate_limits.window_end <= now() then excluded.window_end else rate_limits.window_end end
    returning key, hits, extract(epoch from window_end - now()) as remaining`);
  return counters.map(({ key, limit }) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`rate limit counter ${key} returned no row`);
    return { allowed: row.hits <= limit.count, retryAfter: Math.max(1, Math.ceil(Number(row.remaining))) };
  });
}

export async function hit(db: Database, key: string, limit: RateLimit): Promise<Verdict> {
  const [verdict] = await hitEach(db, [{ key, limit }]);
  return verdict!;
}

/** Takes back this request's count (a sign-in that turned out right is not a guess). */
export async function refund(db: Database, counters: Counter[]): Promise<void> {
  for (const { key } of counters) {
    await db.execute(sql`update rate_limits set hits = hits - 1 where key = ${key} and window_end > now() and hits > 0`);
  }
}

/**
 * A public form's two caps (docs/decisions/0015): `stored` counts what was accepted, per form, so typos cost a
 * visitor nothing; `attempts` counts every post from the address to any public form, rejected ones too, and is
 * higher, so hammering (or probing validation) is still cut off.
 */
export interface FormLimits {
  stored: RateLimit;
  attempts: RateLimit;
}

/** Forms with a stored cap of their own: the contact form, the waitlists (one cap for all five), bookings, joining the Dreams Club, gift vouchers. */
export type PublicForm = "contact" | "waitlist" | "booking" | "membership" | "voucher";

/** Who is submitting: the client address (behind TRUST_PROXY) and the configured caps. */
export interface Visitor {
  address: string;
  limits: FormLimits;
}

const ATTEMPTS_PER_STORED = 3;

/** Unless configured, a visitor may get a form wrong twice for every submission the stored cap allows. */
export function defaultAttemptLimit(stored: RateLimit): RateLimit {
  return { count: stored.count * ATTEMPTS_PER_STORED, seconds: stored.seconds };
}

const attemptCounter = (visitor: Visitor): Counter => ({ key: `form-attempts:${visitor.address}`, limit: visitor.limits.attempts });
const storedCounter = (visitor: Visitor, form: PublicForm): Counter => ({
  key: `form-stored:${form}:${visitor.address}`,
  limit: visitor.limits.stored,
});

/** Counts a post to any public form, first of all (before the honeypot and validation). */
export function countAttempt(db: Database, visitor: Visitor): Promise<Verdict> {
  const { key, limit } = attemptCounter(visitor);
  return hit(db, key, limit);
}

/**
 * Takes one of the form's accepted submissions, after validation and just before the insert; counting first and
 * judging by the count means parallel posts cannot all slip under the cap. Call `releaseStored` if nothing was
 * stored after all.
 */
export function reserveStored(db: Database, visitor: Visitor, form: PublicForm): Promise<Verdict> {
  const { key, limit } = storedCounter(visitor, form);
  return hit(db, key, limit);
}

export function releaseStored(db: Database, visitor: Visitor, form: PublicForm): Promise<void> {
  return refund(db, [storedCounter(visitor, form)]);
}

/** Drops windows that have ended; any instance may run it. */
export async function sweepRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_end <= now()`);
}
