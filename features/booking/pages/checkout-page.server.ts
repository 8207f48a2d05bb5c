import type { AppLoadContext } from "react-router";
import type { CheckoutPageData, CheckoutSummaryData } from "./checkout-page";
import { bookingMessages, paymentRefusalMessages } from "~/features/booking/rules/booking-messages";
import { bookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import { findBooking } from "../diary/diary.server";
import { startPayment } from "../payments/booking-payments.server";
import { type Booking } from "../lifecycle/booking-lifecycle.server";
import { formatLondonDateTime } from "~/lib/display-time";
import { patchTestFactsOf } from "../patch-tests/patch-tests.server";
import { patchTestLine } from "../rules/patch-test-text";
import { checkoutVoucher } from "~/features/booking/vouchers/booking-vouchers.server";

/**
 * /checkout's loader: the settings the page states, and for `?booking=ID` the payment for that held booking, set up
 * (or reused) by the same startPayment as POST /api/create-payment-intent, so the page needs no call of its own.
 * Setting up is idempotent per booking and amount, so a reload reuses the payment.
 */
export async function checkoutPageLoader({ request, context }: { request: Request; context: AppLoadContext }): Promise<CheckoutPageData> {
  const settings = bookingSettingsCopy(context.bookingSettings);
  const bookingId = new URL(request.url).searchParams.get("booking");
  if (!bookingId) return { settings, summary: null, payment: null };
  const notFound = { settings, summary: null, payment: { state: "refused", code: "not-found", message: bookingMessages.notFound } } as const;
  const result = await startPayment(context.db, context.payments, bookingId, context.emailContext);
  if (result.outcome === "not-found") return notFound;
  const booking = await findBooking(context.db, bookingId);
  if (!booking) return notFound;
  const summary = await checkoutSummary(context.db, booking);
  if (result.outcome === "refused" && result.reason === "nothing-to-pay" && summary.voucher) {
    return { settings, summary, payment: { state: "covered", bookingId, holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null } };
  }
  if (result.outcome === "refused") return { settings, summary: null, payment: { state: "refused", code: result.reason, message: paymentRefusalMessages[result.reason] } };
  return {
    settings,
    summary,
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

async function checkoutSummary(db: AppLoadContext["db"], booking: Booking): Promise<CheckoutSummaryData> {
  const { voucher, duePence } = await checkoutVoucher(db, booking);
  return {
    voucher,
    duePence,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    items: booking.items.map((item) => ({ id: item.id, name: item.name, pricePence: item.pricePence, memberPence: item.memberPence ?? 0, included: !!item.included })),
    when: booking.startsAt ? formatLondonDateTime(booking.startsAt) : "",
    totalPence: booking.totalPence,
    memberPence: booking.memberPence,
    patchTest: patchTestLine(await patchTestFactsOf(db, booking)),
  };
}
