import { and, eq, sql } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import type { Executor } from "../diary/diary.server";

/**
 * An offer's hold leaves the diary (taken or lapsed): it was never an appointment (no one paid, nobody was told of a
 * booking), so it is removed with its allocations rather than cancelled into the staff's lists (decision 0064).
 */
export async function releaseHold(tx: Executor, holdBookingId: string | null): Promise<void> {
  if (holdBookingId) await tx.delete(bookings).where(and(eq(bookings.id, holdBookingId), sql`${bookings.paymentStatus} <> 'paid'`));
}
