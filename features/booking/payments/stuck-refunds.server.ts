import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, refunds, strayPayments } from "~/db/schema.server";
import { stuckRefundAdvice } from "~/features/payments";

/**
 * Refunds that will not go through by themselves (docs/decisions/0040): the provider answered failed, or refused
 * every attempt until the retries gave up. The booking's own refunds and stray payments' alike, for staff to settle.
 */
export interface StuckRefund {
  kind: "booking" | "stray";
  id: string;
  bookingId: string;
  name: string;
  email: string | null;
  service: string;
  amountPence: number;
  state: "failed" | "given-up";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  advice: string;
}

const stuck = (table: typeof refunds | typeof strayPayments) =>
  or(eq(table.status, "failed"), and(eq(table.status, "pending"), isNull(table.nextAttemptAt)));

/** Stuck refunds, newest first; only those of the given bookings when `bookingIds` is set (a page of the list). */
export async function stuckRefunds(db: Pick<Database, "select">, { bookingIds, limit = 50 }: { bookingIds?: string[]; limit?: number } = {}): Promise<StuckRefund[]> {
  if (bookingIds?.length === 0) return [];
  const read = (kind: StuckRefund["kind"], table: typeof refunds | typeof strayPayments) =>
    db
      .select({
        id: table.id,
        bookingId: table.bookingId,
        name: bookings.name,
        email: bookings.email,
        service: bookings.service,
        amountPence: table.amountPence,
        status: table.status,
        attempts: table.attempts,
        lastError: table.lastError,
        createdAt: table.createdAt,
        kind: sql<StuckRefund["kind"]>`${kind}`,
      })
      .from(table)
      .innerJoin(bookings, eq(bookings.id, table.bookingId))
      .where(and(stuck(table), bookingIds ? inArray(table.bookingId, bookingIds) : undefined))
      .orderBy(desc(table.createdAt))
      .limit(limit);
  const rows = [...(await read("booking", refunds)), ...(await read("stray", strayPayments))];
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map(({ status, ...row }) => {
      const state = status === "failed" ? "failed" : "given-up";
      return { ...row, state, advice: state === "failed" ? stuckRefundAdvice.failed : stuckRefundAdvice.givenUp };
    });
}
