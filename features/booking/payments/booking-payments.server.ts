import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { applyPaymentOutcome, recordOpenPayment, registerPaymentHandler, retrievedSuccess } from "~/features/payments/index.server";
import type { PaymentProvider } from "~/features/payments";
import { findBooking } from "../diary/diary.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { amountDuePence } from "../rules/amount-due";
import { bookingPayments } from "./payment-handler.server";
import { paymentRefusal } from "./payment-refusal.server";
import type { PaymentRefusalCode } from "../rules/booking-messages";

// Every module that sets a booking's payment up loads this one: its outcomes then find their handler.
registerPaymentHandler(bookingPayments);

export type StartPaymentResult =
  | { outcome: "ready"; clientSecret: string; amountPence: number; holdExpiresAt: Date | null }
  | { outcome: "not-found" }
  | { outcome: "refused"; reason: PaymentRefusalCode };

/**
 * Creates (or reuses) the provider's payment for a held booking, or one staff made (which holds its time without
 * a hold: the client pays through the link they emailed), for the amount the server priced.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  emailContext: EmailContext,
  now = new Date(),
): Promise<StartPaymentResult> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return { outcome: "not-found" };
  const refused = paymentRefusal(booking, now);
  if (refused) return { outcome: "refused", reason: refused };
  const duePence = amountDuePence(booking);
  if (booking.paymentIntentId) {
    let existing = await provider.retrieve(booking.paymentIntentId);
    if (existing.status !== "canceled" && existing.status !== "succeeded" && existing.amountPence === duePence) {
      return { outcome: "ready", clientSecret: existing.clientSecret, amountPence: duePence, holdExpiresAt: booking.holdExpiresAt };
    }
    // Replaced by a payment for the right amount: the old one must never succeed as well. The provider refuses to
    // cancel one that has just succeeded; the retrieval after tells.
    if (existing.status !== "canceled" && existing.status !== "succeeded") {
      existing = await provider.cancel(existing.id).then(
        () => existing,
        () => provider.retrieve(existing.id),
      );
    }
    // Paid already, and its record lost (a crash before the webhook was applied): recorded now, never paid twice.
    if (existing.status === "succeeded") {
      await applyPaymentOutcome(db, retrievedSuccess(existing, provider), emailContext, provider);
      return { outcome: "refused", reason: "already-paid" };
    }
  }
  const intent = await provider.createIntent({
    metadata: { [bookingPayments.key]: booking.id },
    amountPence: duePence,
    email: booking.email ?? undefined,
    description: booking.service,
    // A payment replaced (a voucher applied, then removed) is not answered again for the same amount: the key
    // names the one it replaces.
    idempotencyKey: `booking-${booking.id}-${duePence}${booking.paymentIntentId ? `-after-${booking.paymentIntentId}` : ""}`,
  });
  await recordOpenPayment(db, { paymentIntentId: intent.id, provider: provider.name, bookingId: booking.id });
  await db.update(bookings).set({ paymentIntentId: intent.id, updatedAt: sql`now()` }).where(eq(bookings.id, booking.id));
  return { outcome: "ready", clientSecret: intent.clientSecret, amountPence: duePence, holdExpiresAt: booking.holdExpiresAt };
}

/**
 * Asks the provider for the state of a booking's payment (a server-side retrieval) and records a success, for
 * pages that must not wait for the webhook. Returns the booking as it now stands.
 */
export async function syncPayment(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  emailContext: EmailContext,
): Promise<Booking | undefined> {
  const booking = await findBooking(db, bookingId);
  if (!booking?.paymentIntentId || booking.paymentStatus === "paid") return booking;
  const intent = await provider.retrieve(booking.paymentIntentId);
  if (intent.status !== "succeeded") return booking;
  await applyPaymentOutcome(db, retrievedSuccess(intent, provider), emailContext, provider);
  return findBooking(db, bookingId);
}

