import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { parseForm } from "~/lib/forms";
import { z } from "~/lib/zod";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { paymentRefusalMessages } from "../rules/booking-messages";
import { startPayment } from "../payments/booking-payments.server";
import { bookingNotFound } from "./change-outcome.server";

/** A held booking's card payment: its id is the key, as the booking's answer gave it to whoever made it. */
export interface CheckoutContext {
  db: Database;
  payments: PaymentProvider;
  emailContext: EmailContext;
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

const paymentIntentRequest = z.object({
  bookingDetails: z.object({ bookingId: z.string({ error: "bookingDetails.bookingId is required" }).min(1) }, { error: "bookingDetails is required" }),
});

/**
 * The provider's payment for a held booking (or one staff made, paid through the link they emailed), set up or
 * reused for what is still due, for POST /api/create-payment-intent; /checkout's loader sets it up by the same
 * startPayment.
 */
export const submitPaymentStart = namedUseCase(
  "booking.start-payment",
  async (context: CheckoutContext, payload: unknown): Promise<Outcome<{ clientSecret: string; amountPence: number; holdExpiresAt: Date | null }>> => {
    const { db, payments, emailContext, now } = context;
    const parsed = parseForm(paymentIntentRequest, payload);
    if (!parsed.success) return invalid(parsed.error);
    const result = await startPayment(db, payments, parsed.data.bookingDetails.bookingId, emailContext, now);
    if (result.outcome === "not-found") return bookingNotFound();
    if (result.outcome === "refused") return refuse("conflict", result.reason, paymentRefusalMessages[result.reason]);
    return { ok: true, clientSecret: result.clientSecret, amountPence: result.amountPence, holdExpiresAt: result.holdExpiresAt };
  },
);
