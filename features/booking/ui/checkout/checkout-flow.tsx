import { useStudio } from "~/app/ui/use-studio";
import { ArrowLeft, LoaderCircle, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  clearPendingBooking,
  readBookingAmount,
  readPendingBooking,
  savePaymentCompleted,
  announceOnNextPage,
  type PendingBooking,
} from "~/features/booking/pages/booking-session";
import { toast } from "~/app/ui/toaster";
import { formatTotal } from "~/lib/money";
import { bookingToasts } from "~/features/booking/ui/booking-toasts";
import type { CheckoutPageData, PaymentSetup } from "~/features/booking/pages/checkout-page";
import { CheckoutSummary } from "./checkout-summary";
import { DemoPaymentForm, type AuthenticationResult } from "./demo-payment-form";
import { HoldCountdown } from "./hold-countdown";
import { useAnnouncement } from "~/features/booking/ui/use-announcement";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

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

function Working({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-blush-50 p-5 font-medium text-plum-800">
      <LoaderCircle aria-hidden="true" className="animate-spin" size={22} />
      {children}
    </p>
  );
}

/**
 * Pays the held booking that /book left in session storage: the server prices it and creates the payment
 * (POST /api/create-payment-intent); Stripe's Payment Element or the demo card form confirms it in the browser.
 */
export function CheckoutFlow({ page }: { page: CheckoutPageData }) {
  const navigate = useNavigate();
  const studio = useStudio();
  const [booking, setBooking] = useState<PendingBooking>();
  const [amount, setAmount] = useState(0);
  const [setup, setSetup] = useState<PaymentSetup>();
  const [expired, setExpired] = useState(false);
  const started = useRef(false);
  useAnnouncement();

  const payment = page.payment;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingBooking();
    const storedAmount = readBookingAmount();
    if (!pending || storedAmount === undefined) {
      navigate("/book", { replace: true });
      return;
    }
    // The loader sets the payment up for the booking in the URL; the hand-over names it when the URL does not.
    if (!payment || (payment.state === "ready" && payment.bookingId !== pending.bookingId)) {
      navigate(`/checkout?booking=${encodeURIComponent(pending.bookingId)}`, { replace: true });
      started.current = false;
      return;
    }
    setBooking(pending);
    setAmount(storedAmount);
    if (payment.state === "ready" && (payment.provider === "demo" || payment.publishableKey)) {
      setSetup(payment);
      setAmount(payment.amount);
      return;
    }
    if (payment.state === "refused" && payment.code === "already-paid") {
      announceOnNextPage({ title: payment.message, description: "Here are your appointment details." });
      clearPendingBooking();
      window.location.replace(`/book-appointment?booking=${pending.bookingId}`);
      return;
    }
    const description = payment.state === "refused" && payment.code !== "not-found" ? payment.message : toasts.setupFailed.description;
    toast({ title: toasts.setupFailed.title, description, variant: "destructive" });
    navigate("/book", { replace: true });
  }, [navigate, payment]);

  const onExpire = useCallback(() => setExpired(true), []);

  if (!booking) return <Working>Loading your booking...</Working>;

  const amountLabel = formatTotal(amount);
  const bookingId = booking.bookingId;
  const holdExpiresAt = setup?.holdExpiresAt ?? booking.holdExpiresAt;

  const paid = () => {
    announceOnNextPage(toasts.paid);
    savePaymentCompleted({
      amount,
      services: booking.selectedServices.map((service) => service.name).join(", "),
      timestamp: new Date().toISOString(),
      bookingId,
    });
    clearPendingBooking();
    // A full page load: /book-appointment's own security policy is the one that allows a calendar embed.
    window.location.assign(`/book-appointment?booking=${bookingId}`);
  };
  const failed = (message: string | undefined) =>
    toast({ title: toasts.paymentFailed.title, description: message ?? toasts.paymentFailed.description, variant: "destructive" });
  const authenticated = ({ status, paymentIntentId }: AuthenticationResult) =>
    navigate(confirmationUrl(bookingId, { id: paymentIntentId, clientSecret: setup!.clientSecret, status }));

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid gap-5 lg:sticky lg:top-24 lg:order-2">
        <CheckoutSummary booking={booking} amount={amount} />
      </div>
      <section aria-labelledby="payment-title" className="grid gap-5 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
        <div>
          <h2 id="payment-title" className="flex items-center gap-2 text-2xl font-semibold">
            <ShieldCheck aria-hidden="true" size={24} className="text-plum-700" />
            Secure payment
          </h2>
          <p className="mt-2 text-muted">
            Your details and chosen time are saved. Pay {amountLabel} now to secure your appointment; our team will
            contact you within 24 hours to confirm it.
          </p>
        </div>
        {holdExpiresAt && <HoldCountdown expiresAt={holdExpiresAt} onExpire={onExpire} />}
        {!setup ? (
          <Working>Setting up secure payment...</Working>
        ) : setup.provider === "stripe" ? (
          <Suspense fallback={<Working>Setting up secure payment...</Working>}>
            <StripePaymentForm
              publishableKey={setup.publishableKey!}
              clientSecret={setup.clientSecret}
              amountLabel={amountLabel}
              returnUrl={`${window.location.origin}${confirmationUrl(bookingId)}`}
              disabled={expired}
              onPaid={paid}
              onFailed={failed}
              onPending={(paymentIntentId) => navigate(`${confirmationUrl(bookingId)}&payment_intent=${encodeURIComponent(paymentIntentId)}`)}
            />
          </Suspense>
        ) : (
          <DemoPaymentForm
            clientSecret={setup.clientSecret}
            amountLabel={amountLabel}
            payee={studio.name}
            disabled={expired}
            onPaid={paid}
            onFailed={failed}
            onAuthenticated={authenticated}
          />
        )}
        <Link to="/book" className="btn-secondary justify-self-start">
          <ArrowLeft aria-hidden="true" size={18} />
          Back to booking
        </Link>
      </section>
    </div>
  );
}
