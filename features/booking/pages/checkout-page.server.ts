import type { AppLoadContext } from "react-router";
import type { CheckoutPageData } from "./checkout-page";
import { bookingMessages } from "~/features/booking/booking-messages";
import { bookingSettingsCopy } from "~/features/booking/diary/booking-settings";
import { startPayment } from "~/features/booking/bookings.server";

const refusals = {
  "already-paid": bookingMessages.alreadyPaid,
  "hold-expired": bookingMessages.holdExpired,
  "nothing-to-pay": bookingMessages.nothingToPay,
} as const;

/**
 * /checkout's loader: the settings the page states, and for `?booking=ID` the payment for that held booking, set up
 * (or reused) by the same startPayment as POST /api/create-payment-intent, so the page needs no call of its own.
 * Setting up is idempotent per booking and amount, so a reload reuses the payment.
 */
export async function checkoutPageLoader({ request, context }: { request: Request; context: AppLoadContext }): Promise<CheckoutPageData> {
  const settings = bookingSettingsCopy(context.bookingSettings);
  const bookingId = new URL(request.url).searchParams.get("booking");
  if (!bookingId) return { settings, payment: null };
  const result = await startPayment(context.db, context.payments, bookingId);
  if (result.outcome === "not-found") return { settings, payment: { state: "refused", code: "not-found", message: "Booking not found" } };
  if (result.outcome === "refused") return { settings, payment: { state: "refused", code: result.reason, message: refusals[result.reason] } };
  return {
    settings,
    payment: {
      state: "ready",
      bookingId,
      clientSecret: result.clientSecret,
      amount: result.amountPence,
      provider: context.payments.name,
      publishableKey: context.payments.publishableKey ?? null,
      holdExpiresAt: result.holdExpiresAt?.toISOString() ?? null,
    },
  };
}
