/**
 * Cancelling, moving and refunding a booking, by its client (through the manage link) or by staff (DESIGN 3b).
 * Each runs in one transaction with the booking locked: the status change goes through changeStatus, the refund is
 * recorded as owed in the same transaction and asked of the provider after it commits, and the client's email
 * (with the calendar file that updates or removes the appointment) is queued with the change.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { formatLondonDateTime } from "~/lib/display-time";
import { existingWallTime, toWallTime } from "~/lib/zoned-time";
import type { SlotCheck } from "../rules/times/availability";
import { changeStatus, recordChange, type Actor, type Booking, type Transaction } from "../lifecycle/booking-lifecycle.server";
import type { Plan } from "../rules/times/team-plan";
import { withdrawReminders } from "../lifecycle/withdraw-reminders.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import { isActiveStatus, isBookingStatus, refusal, wasEverPaid, type BookingStatus } from "../rules/booking-status";
import { changeRefusalText, clientChoices, refundablePence, type ChangeRefusal } from "../rules/change-policy";
import { bookingCancelledEmail, bookingRescheduledEmail, studioChangeNotice } from "../emails/booking-emails";
import { appointmentSpan, insertIntoDiary, practitionerOf, reallocate } from "../diary/diary.server";
import { planTime } from "../lifecycle/plan-time.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import type { PaymentProvider } from "~/features/payments";
import { executeRefund, refundableNow, refundMessages, requestRefund, withPendingRefunds } from "./refunds.server";
import { cancellationEffect, moveKeepsPatchTests, patchTestFactsOf } from "../patch-tests/patch-tests.server";
import { movablePatchTestOf, pairPatchTestTimes, patchTestMoveMessages } from "../patch-tests/patch-test-move.server";
import { patchTestMessages } from "../rules/patch-test-messages";
import type { PatchTestVerdict } from "../rules/patch-test-rule";
import { courseMadeAt, endCourseIfRefunded, returnCancelledSession } from "../courses/course-records.server";

/** How much a cancellation refunds: the policy's amount, all that is left, nothing, or an amount staff chose. */
export type RefundChoice = "policy" | "full" | "none" | { amountPence: number };

export type ChangeResult =
  | { outcome: "changed"; booking: Booking; refundPence: number; from: string; voucherBackPence?: number }
  | { outcome: "not-found" }
  | { outcome: "refused"; kind: "refused" | "forbidden" | "conflict"; code: string; message: string }
  | { outcome: "unavailable"; reason: Exclude<SlotCheck, "available"> };

interface ChangeContext {
  provider: PaymentProvider;
  emailContext: EmailContext;
  now?: Date;
}

/** Thrown inside a transaction to roll back what it changed and answer with the refusal instead. */
class RefusedChange extends Error {
  constructor(readonly result: ChangeResult) {
    super("refused");
  }
}

/** Staff change only what is still to come: a pending or confirmed booking, in the workflow's words otherwise. */
const notActive = (booking: Booking, to: BookingStatus): ChangeResult => ({
  outcome: "refused",
  kind: "conflict",
  code: "transition-not-allowed",
  message: isBookingStatus(booking.status) ? refusal(booking.status, to) : `This booking cannot be changed.`,
});

function clientRefusal(why: ChangeRefusal, emailContext: EmailContext): ChangeResult {
  return { outcome: "refused", kind: "conflict", code: "change-not-allowed", message: changeRefusalText(why, emailContext.studio.phone) };
}

function patchTestRefusal(verdict: Exclude<PatchTestVerdict, "ok">): ChangeResult {
  return verdict === "reacted"
    ? { outcome: "refused", kind: "conflict", code: "patch-test-reacted", message: patchTestMessages.reactedMove }
    : { outcome: "refused", kind: "conflict", code: "patch-test-window", message: patchTestMessages.window };
}

const isActive = (booking: Booking) => isActiveStatus(booking.status);

/** Cancels a booking and refunds what the choice says (a client always gets the policy's amount). */
export async function cancelBooking(
  db: Database,
  request: {
    bookingId: string;
    actor: Actor;
    refund: RefundChoice;
    reason?: string | null;
    /**
     * The client's own notice, given at this time and recorded by staff (the model cancellation form by email,
     * docs/decisions/0036): the client's policy applies as it stood then, whoever records it.
     */
    noticeAt?: Date;
    /** A member whose role refunds only what the policy gives (reception): more is refused, and nothing changes. */
    withinPolicy?: boolean;
  },
  { provider, emailContext, now = new Date() }: ChangeContext,
): Promise<ChangeResult> {
  let refundId: string | undefined;
  let intentToCancel: string | undefined;
  const result = await db.transaction(async (tx): Promise<ChangeResult> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for("update");
    if (!row) return { outcome: "not-found" };
    // The manage link offers from the same facts (refunds still pending included), so she gets what she was offered.
    const booking = await withPendingRefunds(tx, row);
    const choices = clientChoices({ ...booking, contractMadeAt: await courseMadeAt(tx, booking.courseId) }, request.noticeAt ?? now);
    const clientsNotice = request.actor.kind === "client" || request.noticeAt !== undefined;
    let refundPence: number;
    if (clientsNotice) {
      if (!choices.cancel.allowed) return clientRefusal(choices.cancel.why, emailContext);
      // A course's money pays for the course, not for one session: a session cancelled gives back a session, and
      // the course itself is refunded through the studio (docs/decisions/0021).
      // What staff gave back already, settled or still pending, counts towards it (the policy reads both): she gets
      // the policy's amount in all, never more than was paid, and never a refused cancellation.
      refundPence = booking.courseId ? 0 : choices.cancel.refundPence;
    } else {
      if (!isActive(booking)) return notActive(booking, "cancelled");
      const left = refundablePence(booking);
      const choice = request.refund;
      refundPence =
        choice === "full" ? left : choice === "none" ? 0 : choice === "policy" ? Math.min(left, choices.cancel.allowed ? choices.cancel.refundPence : 0) : choice.amountPence;
      if (typeof choice === "object" && (refundPence < 0 || refundPence > left || !Number.isInteger(refundPence))) {
        return { outcome: "refused", kind: "refused", code: "refund-too-large", message: refundMessages.tooLarge(left) };
      }
      const policyPence = Math.min(left, choices.cancel.allowed ? choices.cancel.refundPence : 0);
      if (request.withinPolicy && refundPence > policyPence) {
        return { outcome: "refused", kind: "forbidden", code: "refund-beyond-policy", message: refundMessages.beyondPolicy(policyPence) };
      }
    }
    const patchTestNote = await cancellationEffect(tx, booking);
    const reason = request.reason?.trim() || (clientsNotice ? "cancelled by the client" : null);
    // A client's late cancellation keeps the policy's share of the voucher's part too; staff give it all back (0031).
    const voucherBackPence = clientsNotice && choices.cancel.allowed ? choices.cancel.voucherBackPence : undefined;
    const cancelled = await changeStatus(
      tx,
      { bookingId: booking.id, to: "cancelled", actor: request.actor, reason: reason ?? undefined, voucherBackPence },
      { emailContext, now },
    );
    if (cancelled.outcome === "not-found") return { outcome: "not-found" };
    if (cancelled.outcome === "refused") return { outcome: "refused", kind: "conflict", code: cancelled.code, message: cancelled.message };
    // Her patch test was booked for this treatment: it goes with it.
    if (booking.patchTestBookingId) {
      const [patch] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.patchTestBookingId));
      if (patch?.status === "pending" || patch?.status === "confirmed") {
        await changeStatus(tx, { bookingId: booking.patchTestBookingId, to: "cancelled", actor: request.actor, reason: "its treatment was cancelled" }, { emailContext, now });
      }
    }
    const returned = await returnCancelledSession(tx, booking, { actor: request.actor, cancelsFree: choices.cancelsFree });
    if (refundPence > 0) {
      const refund = await requestRefund(tx, cancelled.booking, { amountPence: refundPence, reason, actor: request.actor, key: `cancel-${booking.id}` });
      // The refund cannot be made: the cancellation is undone with it, so the booking stands as it was.
      if (refund.outcome === "refused") throw new RefusedChange({ outcome: "refused", kind: "conflict", code: refund.code, message: refund.message });
      refundId = refund.refundId;
      await endCourseIfRefunded(tx, booking, { leftAfter: await refundableNow(tx, cancelled.booking), actor: request.actor, emailContext });
    }
    if (booking.paymentIntentId && !wasEverPaid(booking.paymentStatus)) intentToCancel = booking.paymentIntentId;
    const [updated] = await tx
      .update(bookings)
      .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
      .where(eq(bookings.id, booking.id))
      .returning();
    // An unpaid hold given up is not an appointment the client was told about: nothing to take out of her calendar.
    // Requests from before appointments had times (the spec's first form) have no appointment to describe.
    const told = booking.paymentStatus !== "unpaid" || booking.totalPence === 0 || request.actor.kind === "staff";
    if (told && updated!.startsAt && updated!.endsAt) {
      await enqueueEmail(
        tx,
        bookingCancelledEmail(updated!, emailContext, {
          by: clientsNotice ? "client" : "studio",
          refundPence,
          voucherBackPence: voucherBackPence ?? booking.voucherPence,
          reason: request.actor.kind === "staff" && !clientsNotice ? reason : null,
          courseSession: booking.courseId && refundPence === 0 ? (returned ? "returned" : "used") : undefined,
          patchTestNote,
        }),
        { bookingId: booking.id },
      );
      if (request.actor.kind === "client") {
        await enqueueEmail(tx, studioChangeNotice(updated!, emailContext, { what: "cancelled", refundPence, voucherBackPence: voucherBackPence ?? booking.voucherPence }), { bookingId: booking.id });
      }
    }
    return { outcome: "changed", booking: updated!, refundPence, from: booking.status, voucherBackPence: voucherBackPence ?? booking.voucherPence };
  }).catch((error: unknown) => {
    if (error instanceof RefusedChange) return error.result;
    throw error;
  });
  if (result.outcome !== "changed") return result;
  await afterCommit(db, provider, emailContext, { refundId, intentToCancel });
  return result;
}

/** Moves a booking to another free time (a client: once, with 24 hours' notice; staff: any active booking). */
export async function rescheduleBooking(
  db: Database,
  request: {
    bookingId: string;
    actor: Actor;
    preferredDate: string;
    preferredTime: string;
    practitionerId?: string;
    /** Her patch test moves with the treatment, to the free time pairPatchTestTimes gives (DESIGN 11). */
    withPatchTest?: boolean;
  },
  { emailContext, settings, now = new Date() }: Omit<ChangeContext, "provider"> & { settings: BookingSettings },
): Promise<ChangeResult> {
  // Another booking may take the time between the check and the move: the exclusion constraint refuses it.
  return insertIntoDiary(
    () =>
      db.transaction(async (tx): Promise<ChangeResult> => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for("update");
      if (!booking) return { outcome: "not-found" };
      if (request.actor.kind === "client") {
        const choices = clientChoices(booking, now);
        if (!choices.reschedule.allowed) return clientRefusal(choices.reschedule.why, emailContext);
      } else if (!isActive(booking) || !booking.startsAt) {
        return notActive(booking, booking.status as BookingStatus);
      }
      const previousStartsAt = booking.startsAt!;
      const start = existingWallTime(request.preferredDate, request.preferredTime, settings.timeZone);
      if (!start) return { outcome: "unavailable", reason: "off-grid" };
      // She keeps her practitioner (DESIGN 10): her own move only to a time that practitioner is free; staff may move
      // her to another, and otherwise keep hers where the new time allows.
      const prefer = await practitionerOf(tx, booking.id);
      const practitioner = request.actor.kind === "client" ? prefer : request.practitionerId;
      const samePerson = request.practitionerId === undefined || request.practitionerId === prefer;
      if (start.getTime() === previousStartsAt.getTime() && samePerson) {
        return { outcome: "refused", kind: "refused", code: "change-not-allowed", message: "That is already the time of this appointment." };
      }
      // Her patch test moves with it when asked: to the time the manage page showed beside this one, paired the same
      // way before anything is written (a test done, shared, or past stays, and the move is refused).
      let patchMove: { patch: Booking; start: Date } | undefined;
      if (request.withPatchTest) {
        const patch = await movablePatchTestOf(tx, booking, now, { lock: true });
        if (!patch) return { outcome: "refused", kind: "conflict", code: "patch-test-not-movable", message: patchTestMoveMessages.notMovable };
        const patchStart = (await pairPatchTestTimes(tx, { treatment: booking, patch, starts: [start] }, { settings, now })).get(start.getTime());
        if (!patchStart) return { outcome: "refused", kind: "conflict", code: "patch-test-window", message: patchTestMoveMessages.noPatchTime };
        if (patchStart.getTime() !== patch.startsAt!.getTime()) patchMove = { patch, start: patchStart };
      }
      // Her patch test and her treatment keep their window through every move, whoever moves either (DESIGN 11).
      const verdict = await moveKeepsPatchTests(tx, booking, start, patchMove?.start);
      if (verdict !== "ok") return patchTestRefusal(verdict);
      const { check, plan } = await planTime(tx, { items: diaryItemsOf(booking.items), start, now, settings, except: booking.id, prefer, practitioner, emailContext });
      if (!plan) return { outcome: "unavailable", reason: check };
      const patchPlan = patchMove && (await planPatchTestMove(tx, patchMove, { now, settings, emailContext }));
      if (patchPlan && !patchPlan.plan) return { outcome: "unavailable", reason: patchPlan.check };
      const moved = await writeMove(tx, {
        booking,
        start,
        plan,
        actor: request.actor,
        settings,
        reason: samePerson ? `moved from ${formatLondonDateTime(previousStartsAt)} to ${formatLondonDateTime(start)}` : `moved from ${formatLondonDateTime(previousStartsAt)} to ${formatLondonDateTime(start)}, to another practitioner`,
      });
      const patchMoved = patchMove && patchPlan?.plan ? await movePatchTest(tx, { ...patchMove, plan: patchPlan.plan, actor: request.actor, settings }) : undefined;
      await enqueueEmail(
        tx,
        bookingRescheduledEmail({ ...moved!, ...(await patchTestFactsOf(tx, moved!)), practitioner: await practitionerNameOf(tx, moved!.id) }, emailContext, {
          previousStartsAt,
          ...(patchMoved ? { patchTestMoved: { previousStartsAt: patchMove!.patch.startsAt!, booking: { ...patchMoved, practitioner: await practitionerNameOf(tx, patchMoved.id) } } } : {}),
        }),
        { bookingId: booking.id },
      );
      if (request.actor.kind === "client") {
        await enqueueEmail(tx, studioChangeNotice(moved!, emailContext, { what: "moved", previousStartsAt, ...(patchMoved ? { patchTestNow: patchMoved.startsAt! } : {}) }), { bookingId: booking.id });
      }
      return { outcome: "changed", booking: moved!, refundPence: 0, from: booking.status };
      }),
    { outcome: "unavailable", reason: "taken" },
  );
}

/** The plan for her patch test at its paired time, read before either booking is written. */
async function planPatchTestMove(tx: Transaction, move: { patch: Booking; start: Date }, ask: { now: Date; settings: BookingSettings; emailContext: EmailContext }) {
  const own = await practitionerOf(tx, move.patch.id);
  return planTime(tx, { items: diaryItemsOf(move.patch.items), start: move.start, except: move.patch.id, ...(own ? { prefer: own } : {}), ...ask });
}

/**
 * Writes a move: the booking at its new time and allocation, its calendar file updated, its reminders withdrawn, its
 * history told why. A client's own move counts against her one online move; her patch test moving with it does not.
 */
async function writeMove(
  tx: Transaction,
  { booking, start, plan, actor, settings, reason, countsAsHerMove = actor.kind === "client" }: { booking: Booking; start: Date; plan: Plan; actor: Actor; settings: BookingSettings; reason: string; countsAsHerMove?: boolean },
): Promise<Booking> {
  const wall = toWallTime(start, settings.timeZone);
  const [moved] = await tx
    .update(bookings)
    .set({
      ...appointmentSpan(start, (booking.endsAt!.getTime() - booking.startsAt!.getTime()) / 60_000, settings),
      preferredDate: wall.date,
      preferredTime: wall.time,
      reschedules: countsAsHerMove ? sql`${bookings.reschedules} + 1` : bookings.reschedules,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await reallocate(tx, booking.id, plan);
  await withdrawReminders(tx, booking.id);
  await recordChange(tx, { bookingId: booking.id, actor, fromStatus: booking.status, toStatus: booking.status, reason });
  return moved!;
}

/** Her patch test at its new time, beside its treatment's move. */
function movePatchTest(tx: Transaction, { patch, start, plan, actor, settings }: { patch: Booking; start: Date; plan: Plan; actor: Actor; settings: BookingSettings }): Promise<Booking> {
  const reason = `moved with its treatment from ${formatLondonDateTime(patch.startsAt!)} to ${formatLondonDateTime(start)}`;
  return writeMove(tx, { booking: patch, start, plan, actor, settings, reason, countsAsHerMove: false });
}

/** Staff refund part or all of what is left of a booking's payment, with a reason (DESIGN 3b), whatever its status. */
export async function refundBookingPayment(
  db: Database,
  request: { bookingId: string; actor: Actor; amountPence: number; reason: string },
  { provider, emailContext }: ChangeContext,
): Promise<ChangeResult> {
  let refundId: string | undefined;
  const result = await db.transaction(async (tx): Promise<ChangeResult> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for("update");
    if (!booking) return { outcome: "not-found" };
    const refund = await requestRefund(tx, booking, { amountPence: request.amountPence, reason: request.reason, actor: request.actor });
    if (refund.outcome === "refused") return { outcome: "refused", kind: refund.code === "refund-too-large" ? "refused" : "conflict", code: refund.code, message: refund.message };
    refundId = refund.refundId;
    await endCourseIfRefunded(tx, booking, { leftAfter: await refundableNow(tx, booking), actor: request.actor, emailContext });
    return { outcome: "changed", booking, refundPence: refund.amountPence, from: booking.status };
  });
  await afterCommit(db, provider, emailContext, { refundId });
  return result;
}

/**
 * The provider's part, once the change is committed: a failure here is retried by the refund sweeper, and an
 * unpaid payment left behind cannot succeed later (and if it did, it would be refunded).
 */
async function afterCommit(db: Database, provider: PaymentProvider, emailContext: EmailContext, work: { refundId?: string; intentToCancel?: string }) {
  if (work.intentToCancel) await provider.cancel(work.intentToCancel).catch(() => undefined);
  if (work.refundId) await executeRefund(db, provider, work.refundId, emailContext).catch(() => undefined);
}
