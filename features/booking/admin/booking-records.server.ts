import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingStatusChanges, refunds, staffMembers, users } from "~/db/schema.server";
import { isUuid } from "~/lib/ids";
import type { EmailContext } from "~/features/mail";
import type { StaffUser } from "~/features/staff-session/index.server";
import type { PaymentProvider } from "~/features/payments";
import { isBookingStatus } from "../rules/booking-status";
import { changeStatus, type StatusChangeResult } from "../lifecycle/booking-lifecycle.server";
import { cancelBooking } from "../changes/booking-changes.server";

/** What the booking card changes and reads of one booking's record: its status, its history and its refunds. */

export type StatusChange = StatusChangeResult | { outcome: "unknown-status" };

/** A member of staff's change of status, through the booking's one status-change function. */
export async function changeBookingStatus(
  db: Database,
  bookingId: string,
  to: unknown,
  staff: StaffUser,
  { emailContext, provider }: { emailContext: EmailContext; provider: PaymentProvider },
): Promise<StatusChange> {
  if (!isBookingStatus(to)) return { outcome: "unknown-status" };
  if (!isUuid(bookingId)) return { outcome: "not-found" };
  const actor = { kind: "staff", userId: staff.id, username: staff.username } as const;
  // Cancelling by status alone is the studio cancelling: the client is refunded in full and told (DESIGN 3b).
  if (to === "cancelled") {
    const result = await cancelBooking(db, { bookingId, actor, refund: "full" }, { provider, emailContext });
    if (result.outcome === "changed") return { outcome: "changed", booking: result.booking, from: isBookingStatus(result.from) ? result.from : "pending" };
    if (result.outcome === "refused") return { outcome: "refused", code: "transition-not-allowed", message: result.message };
    return { outcome: "not-found" };
  }
  return db.transaction((tx) => changeStatus(tx, { bookingId, to, actor }, { emailContext }));
}

export async function statusHistory(db: Database, bookingId: string) {
  return db
    .select({ ...getTableColumns(bookingStatusChanges), memberName: staffMembers.name })
    .from(bookingStatusChanges)
    .leftJoin(staffMembers, eq(staffMembers.userId, bookingStatusChanges.userId))
    .where(eq(bookingStatusChanges.bookingId, bookingId))
    .orderBy(bookingStatusChanges.changedAt);
}

/** A booking's refunds, oldest first: how much, how far it got, who asked and why. */
export async function bookingRefunds(db: Database, bookingId: string) {
  return db
    .select({
      id: refunds.id,
      amountPence: refunds.amountPence,
      status: refunds.status,
      actor: refunds.actor,
      username: refunds.username,
      // The audit keeps the account; the member it signs in as is who staff know (issue 22).
      memberName: staffMembers.name,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .leftJoin(users, eq(users.username, refunds.username))
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(refunds.createdAt);
}
