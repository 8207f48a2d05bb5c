import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, bookingStatusChanges } from "~/db/schema.server";
import { isUuid } from "~/lib/ids";
import { recordChange } from "./booking-lifecycle.server";
import type { holdRefusalMessages } from "../rules/booking-messages";

/** The audit row's reason that marks a hold as extended: a hold is extended once (WCAG 2.2.1, issue 20). */
export const holdExtendedReason = "hold-extended";

export type HoldExtension =
  | { outcome: "extended"; holdExpiresAt: Date }
  | { outcome: "not-found" }
  | { outcome: "refused"; code: keyof typeof holdRefusalMessages };

/**
 * Keeps an unpaid booking's time for another hold's length, once, so a client who needs longer to pay is not timed
 * out (WCAG 2.2.1 Timing Adjustable). The slot is still hers while the booking is pending: the exclusion
 * constraint keeps every other booking off its time until the sweeper cancels it, and a booking being made over a
 * lapsed hold must cancel it first, which the row lock here makes wait. A cancelled hold is gone for good.
 */
export async function extendHold(
  db: Database,
  bookingId: string,
  { holdMinutes, now = new Date() }: { holdMinutes: number; now?: Date },
): Promise<HoldExtension> {
  if (!isUuid(bookingId)) return { outcome: "not-found" };
  return db.transaction(async (tx): Promise<HoldExtension> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return { outcome: "not-found" };
    if (booking.status === "cancelled") return { outcome: "refused", code: "hold-expired" };
    if (booking.status !== "pending" || booking.paymentStatus === "paid" || !booking.holdExpiresAt) return { outcome: "refused", code: "no-hold" };
    const [extended] = await tx
      .select({ id: bookingStatusChanges.id })
      .from(bookingStatusChanges)
      .where(and(eq(bookingStatusChanges.bookingId, booking.id), eq(bookingStatusChanges.reason, holdExtendedReason)))
      .limit(1);
    if (extended) return { outcome: "refused", code: "hold-already-extended" };
    const from = Math.max(booking.holdExpiresAt.getTime(), now.getTime());
    const holdExpiresAt = new Date(from + holdMinutes * 60_000);
    // The patch test booked with it shares its hold.
    const held = [booking.id, ...(booking.patchTestBookingId ? [booking.patchTestBookingId] : [])];
    await tx
      .update(bookings)
      .set({ holdExpiresAt, updatedAt: sql`now()` })
      .where(and(inArray(bookings.id, held), eq(bookings.status, "pending")));
    await recordChange(tx, { bookingId: booking.id, actor: { kind: "client" }, fromStatus: "pending", toStatus: "pending", reason: holdExtendedReason });
    return { outcome: "extended", holdExpiresAt };
  });
}
