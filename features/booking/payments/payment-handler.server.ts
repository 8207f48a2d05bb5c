/**
 * What a payment means for a booking (docs/decisions/0046): payments records the event in its ledger and hands the
 * outcome here, in the same transaction, when the payment's metadata names a booking.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import type { PaymentIntentInfo, PaymentOutcome, PaymentProvider } from "~/features/payments";
import type { PaymentHandler, PaymentTransaction } from "~/features/payments/index.server";
import { formatTotal } from "~/lib/money";
import { executeRefund, requestRefund, syncRefunds } from "../changes/refunds.server";
import { changeStatus, type Booking } from "../lifecycle/booking-lifecycle.server";
import { wasEverPaid } from "../rules/booking-status";
import { takeVoucherOff } from "./take-voucher-off.server";
import { amountDuePence } from "../rules/amount-due";
import { paymentRefusal } from "./payment-refusal.server";
import { executeStrayRefund, recordStrayPayment, syncStrayRefunds, type StrayReason } from "./stray-payments.server";

export type BookingPaymentApplied =
  | "unknown-booking"
  | "paid"
  | "already-paid"
  | "failed"
  | "replaced"
  | "refunded-late"
  /** A payment the booking did not need (another amount, or the booking already settled): refunded in full (0032). */
  | "refunded-stray";

export const lateRefundNote = "Your payment arrived after your booking had been cancelled, so we have refunded it in full.";

/**
 * Succeeded marks the booking paid and queues the client's booking and payment emails and the studio's notice in
 * the ledger's transaction; failed or canceled is recorded unless it is already paid, so events arriving twice or out
 * of order end in the same state. A success the booking did not ask for (another amount, or a booking already
 * settled) is refunded in full, unless it paid the whole amount a gift voucher had just reduced: then the voucher
 * comes off and the card pays it (docs/decisions/0032). The refunds and the cancel are asked once it commits.
 */
async function applyToBooking(tx: PaymentTransaction, outcome: PaymentOutcome, emailContext: EmailContext) {
  let lateRefund: string | undefined;
  let strayRefund: string | undefined;
  let retired: string | null = null;
  const applied = await (async (): Promise<BookingPaymentApplied> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, outcome.intent.metadata.bookingId!))
      .for("update");
    if (!booking) return "unknown-booking";

    const actor = { kind: "payment" } as const;
    const settled = wasEverPaid(booking.paymentStatus);
    if (outcome.kind === "succeeded") {
      // Money the diary does not account for never stays with the provider: it goes back in full (0032).
      const refundStray = async (reason: StrayReason): Promise<BookingPaymentApplied> => {
        strayRefund = await recordStrayPayment(tx, booking, { intent: outcome.intent, provider: outcome.provider, reason });
        return "refunded-stray";
      };
      if (settled) return ownPayment(booking, outcome.intent) ? "already-paid" : refundStray("already-paid");
      if (outcome.intent.currency.toLowerCase() !== "gbp") return refundStray("amount-mismatch");
      if (outcome.intent.amountPence !== amountDuePence(booking)) {
        // Set up for the whole amount, then a gift voucher applied in another tab while this was being confirmed:
        // the card paid it all, so the voucher comes off (its part back on it) and the booking is paid by card.
        if (booking.voucherPence === 0 || outcome.intent.amountPence !== amountDuePence({ ...booking, voucherPence: 0 })) {
          return refundStray("amount-mismatch");
        }
        await takeVoucherOff(
          tx,
          booking,
          actor,
          (returned) => `gift voucher taken off: card payment ${outcome.intent.id} paid the whole ${formatTotal(outcome.intent.amountPence)} (${formatTotal(returned)} back on the voucher)`,
        );
        // The payment set up for the rest must not be paid as well.
        if (booking.paymentIntentId && booking.paymentIntentId !== outcome.intent.id) retired = booking.paymentIntentId;
      }
      const paid = await changeStatus(
        tx,
        { bookingId: booking.id, paymentStatus: "paid", actor, reason: outcome.eventId, also: { paymentIntentId: outcome.intent.id, paidNow: true } },
        { emailContext },
      );
      if (paid.outcome !== "changed") throw new Error(`Payment ${outcome.eventId} could not be recorded: ${paid.outcome}`);
      // The money always matches the diary (DESIGN 3b): a payment for a booking that is no longer held goes back.
      if (paid.booking.status === "cancelled") {
        const refund = await requestRefund(tx, paid.booking, {
          amountPence: amountDuePence(paid.booking),
          reason: lateRefundNote,
          actor: { kind: "system" },
          key: `late-payment-${outcome.intent.id}`,
        });
        if (refund.outcome === "requested") lateRefund = refund.refundId;
        return "refunded-late";
      }
      return "paid";
    }
    if (settled) return "already-paid";
    // A payment replaced by one for another amount (a gift voucher applied or removed) was cancelled on purpose:
    // its end says nothing about the payment the client is making now.
    if (booking.paymentIntentId && booking.paymentIntentId !== outcome.intent.id) return "replaced";
    // Only the site cancels a payment, and only one it no longer wants (replaced, its hold lapsed, the booking
    // cancelled): Stripe's payment_intent.canceled can arrive before the replacement is recorded, and is no failure
    // of the client's card.
    if (outcome.kind === "canceled") return "replaced";
    if (booking.paymentStatus !== "failed") {
      await changeStatus(tx, { bookingId: booking.id, paymentStatus: "failed", actor, reason: outcome.eventId }, { emailContext });
    }
    return "failed";
  })();
  const afterCommit = async (db: Database, refunder: PaymentProvider) => {
    if (lateRefund) await executeRefund(db, refunder, lateRefund, emailContext).catch(() => undefined);
    // If it fails now, the one refund retry (retry-refunds) asks again a minute later.
    if (strayRefund) await executeStrayRefund(db, refunder, strayRefund, emailContext).catch(() => undefined);
    if (retired) await refunder.cancel(retired).catch(() => undefined);
  };
  return { applied, afterCommit };
}

/**
 * The booking's own card payment, seen again (a webhook and the server's retrieval report the same success): the
 * booking names it and its card part is what it paid. A voucher or the studio settled it otherwise.
 */
function ownPayment(booking: Booking, intent: PaymentOutcome["intent"]): boolean {
  return booking.paymentIntentId === intent.id && amountDuePence(booking) === intent.amountPence;
}

export const bookingPayments: PaymentHandler = {
  key: "bookingId",
  apply: applyToBooking,
  async stillWanted(db: Database, intent: PaymentIntentInfo, now: Date) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, intent.metadata.bookingId!));
    return !!booking && booking.paymentIntentId === intent.id && paymentRefusal(booking, now) === undefined;
  },
  async refundsChanged(db, provider, paymentIntentId, emailContext) {
    await syncRefunds(db, provider, paymentIntentId, emailContext);
    // ...or a payment the booking did not need, refunded in full (docs/decisions/0032).
    await syncStrayRefunds(db, provider, paymentIntentId, emailContext);
  },
};
