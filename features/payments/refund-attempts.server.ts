import { and, eq, isNotNull, lte, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type cancellationRefunds, type refunds, type strayPayments } from "~/db/schema.server";
import { retryDelaySeconds } from "~/lib/jobs/retry-policy";
import { refundRetryPolicy, refusalText } from "./refund-retries";

export type RetriedTable = typeof refunds | typeof strayPayments | typeof cancellationRefunds;

/**
 * Records that the provider refused a refund (an error answer, no refund made), and when to ask again: later each
 * time, or never once given up, which is what the dashboard shows staff.
 */
export async function recordRefusal(db: Pick<Database, "update">, table: RetriedTable, id: string, error: unknown): Promise<void> {
  await db
    .update(table)
    .set({
      attempts: sql`${table.attempts} + 1`,
      lastError: refusalText(error),
      // Past the last delay the array answers null: given up, asked no more.
      nextAttemptAt: sql`now() + ${retryDelaySql(table)} * interval '1 second'`,
    })
    .where(and(eq(table.id, id), eq(table.status, "pending")));
}

/** The policy's delay in SQL for the attempt being recorded, so two instances refusing at once count both. */
function retryDelaySql(table: RetriedTable) {
  const delays = Array.from({ length: refundRetryPolicy.maxAttempts }, (_, index) => retryDelaySeconds(refundRetryPolicy, index + 1)).filter((delay) => delay !== undefined);
  return sql`(array[${sql.raw(delays.join(","))}]::int[])[${table.attempts} + 1]`;
}

/** After a provider's answer: a refund it made or refused for good is not asked again; one pending there is checked later. */
export async function recordAnswer(db: Pick<Database, "update">, table: RetriedTable, id: string, status: "pending" | "succeeded" | "failed"): Promise<void> {
  await db
    .update(table)
    .set({ lastError: null, nextAttemptAt: status === "pending" ? sql`now() + interval '1 hour'` : null })
    .where(eq(table.id, id));
}

/** The rows due to be asked again: pending, past their next attempt, and at least a minute old (the first ask may still be under way). */
export function dueRefunds(db: Pick<Database, "select">, table: RetriedTable, limit = 50) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, "pending"), isNotNull(table.nextAttemptAt), lte(table.nextAttemptAt, sql`now()`), lt(table.createdAt, sql`now() - interval '1 minute'`)))
    .orderBy(table.nextAttemptAt)
    .limit(limit);
}

/**
 * Asks again for each due refund, one by one: a refusal is recorded on its own row (its next attempt later) and the
 * loop goes on to the next, so one refund the provider keeps refusing never stops another.
 */
export async function retryEach(
  ids: readonly { id: string }[],
  attempt: (id: string) => Promise<void>,
  onError?: (id: string, error: unknown) => void,
): Promise<{ asked: number; refused: number }> {
  let refused = 0;
  for (const { id } of ids) {
    try {
      await attempt(id);
    } catch (error) {
      refused++;
      onError?.(id, error);
    }
  }
  return { asked: ids.length, refused };
}
