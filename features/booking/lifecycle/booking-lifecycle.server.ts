import { releaseIncludedCredit } from "~/features/memberships/index.server";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { bookings, bookingStatusChanges } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { markEarlyAccessBooked } from "~/features/studio/index.server";
import { returnBookingVouchers } from "~/features/vouchers/index.server";
import { bookingCompleted } from "./booking-events.server";
import { formatTotal } from "~/lib/money";
import {
  checkTransition,
  diaryStatuses,
  isBookingStatus,
  isPaymentStatus,
  paymentTransitions,
  type ActorKind,
  type BookingStatus,
  type PaymentStatus,
} from "../rules/booking-status";
import type { BookingErrorCode } from "../rules/booking-form";
import { bookingConfirmedEmail, bookingReceivedEmail, paymentReceivedEmail, studioBookingNotice } from "../emails/booking-emails";
import { holdLapsed, overlaps } from "../diary/occupancy.server";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import type { Booking } from "../diary/diary.server";
import { withdrawReminders } from "./withdraw-reminders.server";

export type Actor = { kind: "staff"; userId: string; username: string } | { kind: Exclude<ActorKind, "staff"> };

export type { Transaction };
export type { Booking };

export interface StatusChangeRequest {
  bookingId: string;
  /** The new status; left out when only the payment status changes (a payment event). */
  to?: BookingStatus;
  paymentStatus?: PaymentStatus;
  actor: Actor;
  /** Stored on the audit row, and as the cancellation reason when the booking is cancelled. */
  reason?: string;
  /**
   * Cancelling: at most this much of what gift vouchers paid goes back on them (a client's late cancellation keeps
   * the policy's share, docs/decisions/0031); left out, all of it does.
   */
  voucherBackPence?: number;
  /** Columns the same change sets (when it was paid, by which payment). */
  also?: Partial<Pick<Booking, "paymentIntentId" | "refundedPence">> & { paidNow?: boolean };
}

export type RefusalCode = Extract<BookingErrorCode, "transition-not-allowed" | "booking-unpaid" | "not-started" | "payment-transition-not-allowed">;

export type StatusChangeResult =
  | { outcome: "changed"; booking: Booking; from: BookingStatus }
  | { outcome: "not-found" }
  | { outcome: "refused"; code: RefusalCode; message: string };

/** Once staff confirm, complete or mark a no-show, the booking stands: it no longer waits on a hold. */
const standing: readonly BookingStatus[] = ["confirmed", "completed", "no-show"];

/**
 * Every change of a booking's status or payment status goes through here (DESIGN 3a): it checks the change for
 * this actor, writes it with its audit row, and queues the emails it implies, all in the caller's transaction.
 */
export async function changeStatus(
  tx: Transaction,
  request: StatusChangeRequest,
  { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date },
): Promise<StatusChangeResult> {
  const [current] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for("update");
  if (!current || !isBookingStatus(current.status) || !isPaymentStatus(current.paymentStatus)) return { outcome: "not-found" };
  const from = current.status;
  const payFrom = current.paymentStatus;
  const payTo = request.paymentStatus ?? payFrom;
  // Paying is what secures a booking: the payment that pays it confirms it in the same change, with the same actor,
  // so nobody waits on staff for a time already paid for (DESIGN 12, docs/decisions/0038).
  const confirmedByPayment = request.to === undefined && from === "pending" && payTo === "paid" && payFrom !== "paid";
  const to = request.to ?? (confirmedByPayment ? "confirmed" : from);

  // A refund that leaves the payment partly refunded changes only the amount: audited all the same.
  const amountOnly = to === from && payTo === payFrom && request.also?.refundedPence !== undefined;
  if (to !== from || (payTo === payFrom && !amountOnly)) {
    // The sweeper cancels whatever in the diary no longer occupies its time, whatever its status, so the diary
    // never keeps a time that availability offers.
    const sweeping = request.actor.kind === "system" && to === "cancelled" && (diaryStatuses as readonly string[]).includes(from);
    const refused = sweeping ? undefined : checkTransition({ ...current, status: from, paymentStatus: payTo }, to, now);
    if (refused) return { outcome: "refused", ...refused };
  }
  if (payTo !== payFrom && !paymentTransitions[payFrom].includes(payTo)) {
    return { outcome: "refused", code: "payment-transition-not-allowed", message: `A ${payFrom} booking cannot become ${payTo}.` };
  }

  const [updated] = await tx
    .update(bookings)
    .set({
      status: to,
      paymentStatus: payTo,
      ...(standing.includes(to) || payTo === "paid" ? { holdExpiresAt: null } : {}),
      ...(to === "cancelled" && from !== "cancelled" ? { cancellationReason: request.reason ?? null } : {}),
      ...(request.also?.paymentIntentId ? { paymentIntentId: request.also.paymentIntentId } : {}),
      ...(request.also?.paidNow ? { paidAt: sql`now()` } : {}),
      ...(request.also?.refundedPence !== undefined ? { refundedPence: request.also.refundedPence } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, current.id))
    .returning();
  const booking = updated!;
  await recordChange(tx, {
    bookingId: booking.id,
    actor: request.actor,
    fromStatus: from,
    toStatus: to,
    fromPaymentStatus: payTo === payFrom ? null : payFrom,
    toPaymentStatus: payTo === payFrom ? null : payTo,
    reason: request.reason ?? null,
  });

  // A booking that will not go ahead (its hold lapsed, she or the studio cancelled) gives its gift voucher's part
  // back to the voucher, once: all of it, or the share the caller's policy allows (docs/decisions/0026, 0031).
  if (to === "cancelled" && from !== "cancelled") {
    const voucher = await returnBookingVouchers(tx, booking.id, { atMostPence: request.voucherBackPence });
    if (voucher.returnedPence + voucher.keptPence > 0) {
      await recordChange(tx, {
        bookingId: booking.id,
        actor: request.actor,
        fromStatus: to,
        toStatus: to,
        reason: `gift voucher: ${formatTotal(voucher.returnedPence)} back on it${voucher.keptPence > 0 ? `, ${formatTotal(voucher.keptPence)} kept` : ""}`,
      });
    }
  }
  // ...and its included Dreams Club treatment back to the member's month, once (docs/decisions/0029).
  if (to === "cancelled" && from !== "cancelled") await releaseIncludedCredit(tx, booking.id);
  // A booking that will not go ahead is not reminded of, by email or by text.
  if (to === "cancelled" && from !== "cancelled") await withdrawReminders(tx, booking.id);

  // Paid through a waitlist's early-access link: the link is spent and the entry counts as booked (0020).
  if (payTo === "paid" && payFrom !== "paid") await markEarlyAccessBooked(tx, booking.id);

  const emails = [];
  // Confirmed by its payment, she hears "You're booked" (the booking email) with her receipt, not a second message.
  if (to === "confirmed" && from !== "confirmed" && booking.startsAt && !confirmedByPayment) emails.push(bookingConfirmedEmail);
  // A payment for a booking no longer in the diary is refunded, not celebrated (applyPaymentOutcome). A booking
  // staff made was announced to the client when they made it, and the studio knows it: only the receipt is new.
  if (payTo === "paid" && payFrom !== "paid" && to !== "cancelled") {
    emails.push(...(booking.source === "staff" ? [paymentReceivedEmail] : [bookingReceivedEmail, paymentReceivedEmail, studioBookingNotice]));
  }
  // The treatment's patch test stood on its hold: once the treatment is paid, it is booked too.
  let patch: Booking | undefined;
  if (payTo === "paid" && payFrom !== "paid" && to !== "cancelled" && booking.patchTestBookingId) {
    [patch] = await tx
      .update(bookings)
      .set({ status: "confirmed", holdExpiresAt: null, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, booking.patchTestBookingId), eq(bookings.status, "pending")))
      .returning();
    if (patch) await recordChange(tx, { bookingId: patch.id, actor: request.actor, fromStatus: "pending", toStatus: "confirmed", reason: "its treatment was paid" });
  }
  // The treatment's emails name the time of the patch test booked with it.
  const [patchTest] = booking.patchTestBookingId && emails.length > 0 ? await tx.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, booking.patchTestBookingId)) : [];
  const practitioner = emails.length > 0 ? await practitionerNameOf(tx, booking.id) : undefined;
  // The treatment's confirmation carries the patch test booked with it (its time, what to bring, its calendar file):
  // one email, not a second confirmation a minute later. A booking staff made gets no confirmation here, so its
  // patch test still says so itself.
  const confirmsPatch = patch !== undefined && emails.includes(bookingReceivedEmail);
  const patchTestBooking = confirmsPatch ? { ...patch!, practitioner: await practitionerNameOf(tx, patch!.id) } : undefined;
  for (const email of emails) await enqueueEmail(tx, email({ ...booking, patchTestStartsAt: patchTest?.startsAt, practitioner, patchTestBooking }, emailContext), { bookingId: booking.id });
  if (patch && !confirmsPatch) {
    await enqueueEmail(tx, bookingReceivedEmail({ ...patch, practitioner: await practitionerNameOf(tx, patch.id) }, emailContext), { bookingId: patch.id });
  }
  if (to === "completed" && from !== "completed") await bookingCompleted({ tx, booking, emailContext, now });
  return { outcome: "changed", booking, from };
}

/** The audit row of a change: status changes here, and changes that keep the status (a booking moved). */
export async function recordChange(
  tx: Transaction,
  change: {
    bookingId: string;
    actor: Actor;
    fromStatus: string;
    toStatus: string;
    fromPaymentStatus?: string | null;
    toPaymentStatus?: string | null;
    reason: string | null;
  },
): Promise<void> {
  const { actor, ...rest } = change;
  await tx.insert(bookingStatusChanges).values({
    ...rest,
    // The moment of writing, not the transaction's start: rows one change writes (a cancellation, then what went
    // back on the voucher) keep their order in the history.
    changedAt: sql`clock_timestamp()`,
    actor: actor.kind,
    userId: actor.kind === "staff" ? actor.userId : null,
    username: actor.kind === "staff" ? actor.username : null,
  });
}

/**
 * Cancels, as the system, every booking still in the diary whose unpaid hold has lapsed (optionally only those
 * meeting [start, end)). Rows another transaction holds (a payment arriving now) are left to it.
 */
export async function cancelLapsedHolds(
  tx: Transaction,
  { emailContext, within }: { emailContext: EmailContext; within?: { start: Date; end: Date } },
): Promise<Booking[]> {
  const lapsed = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(within ? and(holdLapsed, overlaps(within.start, within.end)) : holdLapsed)
    .for("update", { skipLocked: true });
  const cancelled: Booking[] = [];
  for (const { id } of lapsed) {
    const result = await changeStatus(tx, { bookingId: id, to: "cancelled", actor: { kind: "system" }, reason: "hold-expired" }, { emailContext });
    if (result.outcome === "changed") cancelled.push(result.booking);
  }
  return cancelled;
}
