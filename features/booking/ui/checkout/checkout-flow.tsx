import { ArrowLeft, CircleCheck, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { clearPendingBooking, readPendingBooking, savePaymentCompleted, announceOnNextPage } from "~/features/booking/pages/booking-session";
import { toast } from "~/ui/toaster";
import { formatTotal } from "~/lib/money";
import { bookingToasts } from "~/features/booking/ui/booking-toasts";
import type { CheckoutPageData } from "~/features/booking/pages/checkout-page";
import { CheckoutSummary } from "./checkout-summary";
import { CardStep, PaymentLayout, Working, type AuthenticationResult } from "~/features/payments";
import { HoldCountdown } from "./hold-countdown";
import { VoucherField } from "./voucher-field";
import { FormError } from "~/ui/forms/form-error";
import { confirmVoucherBooking } from "~/features/booking/ui/booking-api";


const toasts = bookingToasts;

/** Where a payment that left the page (a bank's check, or still processing) comes back to be read. */
function confirmationUrl(bookingId: string, intent?: { id: string; clientSecret: string; status: "succeeded" | "failed" }) {
  const query = new URLSearchParams({ booking: bookingId });
  if (intent) {
    query.set("payment_intent", intent.id);
    query.set("payment_intent_client_secret", intent.clientSecret);
    query.set("redirect_status", intent.status);
  }
  return `/booking-confirmed?${query}`;
}


/**
 * Pays the held booking named in the address (`?booking=`): the server renders its summary and sets its payment up
 * (checkout-page.server.ts), so the page arrives whole; Stripe's Payment Element or the demo card form confirms
 * it in the browser. Without `?booking=`, the hand-over /book left in session storage names the booking. This is
 * the page's island (decision 0017): every move to another page is a full page load.
 */
export function CheckoutFlow({ page, payee }: { page: CheckoutPageData; payee: string }) {
  const [expired, setExpired] = useState(false);
  // Stripe's form mounts in the browser only: the server's render has nothing of it to match.
  const [inBrowser, setInBrowser] = useState(false);

  const payment = page.payment;
  useEffect(() => {
    setInBrowser(true);
    if (payment?.state === "ready" || payment?.state === "covered") return;
    const pending = readPendingBooking();
    if (!payment) {
      window.location.replace(pending ? `/checkout?booking=${encodeURIComponent(pending.bookingId)}` : "/book");
      return;
    }
    if (payment.code === "already-paid") {
      announceOnNextPage({ title: payment.message, description: "Here are your appointment details." });
      clearPendingBooking();
      window.location.replace(`/book-appointment?booking=${encodeURIComponent(new URLSearchParams(window.location.search).get("booking") ?? "")}`);
      return;
    }
    const description = payment.code !== "not-found" ? payment.message : toasts.setupFailed.description;
    announceOnNextPage({ title: toasts.setupFailed.title, description, variant: "destructive" });
    window.location.replace("/book");
  }, [payment]);

  const onExpiredChange = useCallback((lapsed: boolean) => setExpired(lapsed), []);

  if ((payment?.state !== "ready" && payment?.state !== "covered") || !page.summary) return <Working>Loading your booking...</Working>;

  const summary = page.summary;
  const bookingId = payment.bookingId;

  const paid = () => {
    announceOnNextPage(toasts.paid(summary.when));
    savePaymentCompleted({
      amount: summary.duePence,
      services: summary.items.map((item) => item.name).join(", "),
      timestamp: new Date().toISOString(),
      bookingId,
    });
    clearPendingBooking();
    window.location.assign(`/book-appointment?booking=${bookingId}`);
  };
  if (payment.state === "covered") {
    return (
      <CheckoutLayout summary={summary}>
        <p className="text-muted">Your gift voucher pays for the whole booking, so there is nothing to pay by card.</p>
        {payment.holdExpiresAt && <HoldCountdown bookingId={bookingId} expiresAt={payment.holdExpiresAt} onExpiredChange={onExpiredChange} />}
        <VoucherField bookingId={bookingId} voucher={summary.voucher} disabled={expired || !inBrowser} />
        <ConfirmWithVoucher bookingId={bookingId} disabled={expired || !inBrowser} onPaid={paid} />
      </CheckoutLayout>
    );
  }

  const setup = payment;
  const amountLabel = formatTotal(setup.amount);
  const failed = (message: string | undefined) =>
    toast({ title: toasts.paymentFailed.title, description: message ?? toasts.paymentFailed.description, variant: "destructive" });
  const authenticated = ({ status, paymentIntentId }: AuthenticationResult) =>
    window.location.assign(confirmationUrl(bookingId, { id: paymentIntentId, clientSecret: setup.clientSecret, status }));

  return (
    <CheckoutLayout summary={summary}>
      <p className="text-muted">
        Your details and chosen time are saved. Pay {amountLabel} now and you're booked for {summary.when}, confirmed at
        once.
      </p>
      {setup.holdExpiresAt && <HoldCountdown bookingId={bookingId} expiresAt={setup.holdExpiresAt} onExpiredChange={onExpiredChange} />}
      <VoucherField bookingId={bookingId} voucher={summary.voucher} disabled={expired || !inBrowser} />
      <CardStep
        payment={setup}
        amountLabel={amountLabel}
        payee={payee}
        returnPath={confirmationUrl(bookingId)}
        inBrowser={inBrowser}
        disabled={expired}
        onPaid={paid}
        onFailed={failed}
        onPending={(paymentIntentId) => window.location.assign(`${confirmationUrl(bookingId)}&payment_intent=${encodeURIComponent(paymentIntentId)}`)}
        onAuthenticated={authenticated}
      />
    </CheckoutLayout>
  );
}

/** The booking's summary beside the payment section, whose body is the children. */
function CheckoutLayout({ summary, children }: { summary: NonNullable<CheckoutPageData["summary"]>; children: React.ReactNode }) {
  return (
    <PaymentLayout summary={<CheckoutSummary booking={summary} />}>
      {children}
      <a href="/book" className="btn-secondary justify-self-start">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to booking
      </a>
    </PaymentLayout>
  );
}

/** A booking its gift voucher pays in full: confirmed by the server without a card (docs/decisions/0026). */
function ConfirmWithVoucher({ bookingId, disabled, onPaid }: { bookingId: string; disabled: boolean; onPaid: () => void }) {
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string>();
  const confirm = async () => {
    if (working || disabled) return;
    setWorking(true);
    setMessage(undefined);
    const answer = await confirmVoucherBooking(bookingId);
    if (answer.ok) return onPaid();
    setWorking(false);
    setMessage(answer.message ?? toasts.setupFailed.description);
  };
  return (
    <div className="grid gap-3">
      <FormError message={message} />
      <button
        type="button"
        className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-85"
        disabled={working || disabled}
        onClick={() => void confirm()}
      >
        {working ? <LoaderCircle aria-hidden="true" size={18} className="animate-spin" /> : <CircleCheck aria-hidden="true" size={18} />}
        {working ? "Confirming..." : "Confirm booking"}
      </button>
    </div>
  );
}
