import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import type { AppointmentView } from "~/features/booking/pages/appointment-view";
import type { PaymentResult } from "~/features/booking/payments/payment-result";
import { bookedMessages } from "~/features/booking/rules/booking-messages";

function Sparkle() {
  return (
    <span aria-hidden="true" className="shrink-0">
      ✨
    </span>
  );
}

/** How often /enhance.js asks again while a payment is processing (app/enhance/booking-pages.ts). */
export const CHECK_EVERY_MS = 3000;

function AppointmentFacts({ appointment }: { appointment: AppointmentView }) {
  return (
    <dl className="mx-auto mt-6 grid max-w-md gap-2 rounded-2xl bg-blush-50 p-5 text-left">
      <div className="flex justify-between gap-4">
        <dt className="font-semibold text-plum-800">Treatment</dt>
        <dd className="text-right">{appointment.services}</dd>
      </div>
      {appointment.when && (
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-plum-800">When</dt>
          <dd className="text-right">{appointment.when}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="font-semibold text-plum-800">Reference</dt>
        <dd className="font-mono">{appointment.reference}</dd>
      </div>
    </dl>
  );
}

function Succeeded({ appointment }: { appointment: AppointmentView | null }) {
  // The payment went through, so the hand-over from /book has done its job (spec section 4): the page's script
  // clears it when it sees this mark.
  return (
    <div data-payment-settled="">
      <CircleCheck aria-hidden="true" size={56} className="mx-auto text-plum-700" />
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{bookedMessages.title}</h1>
      <p className="mt-4 text-lg">
        Thank you: your payment was successful
        {appointment?.when ? `. ${bookedMessages.when(appointment.when)}` : " and your appointment is confirmed."}
      </p>
      {appointment && <AppointmentFacts appointment={appointment} />}
      <ul className="mx-auto mt-6 grid max-w-xl gap-2 text-left text-muted">
        <li className="flex gap-2">
          <Sparkle />
          A confirmation email is on its way to you now.
        </li>
        <li className="flex gap-2">
          <Sparkle />
          Our team will contact you 24 hours before your appointment.
        </li>
        <li className="flex gap-2">
          <Sparkle />
          {/* What her confirmation email really holds: no separate tips email is ever sent. */}
          <span>
            Your confirmation email says how to prepare, and our{" "}
            <Link to="/policies" className="font-semibold text-plum-700 underline">
              Policies &amp; Aftercare
            </Link>{" "}
            page has the aftercare for your treatment.
          </span>
        </li>
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {appointment && (
          <Link to={`/book-appointment?booking=${appointment.id}`} reloadDocument className="btn-secondary">
            View your appointment
          </Link>
        )}
        {appointment?.manageHref && (
          <a href={appointment.manageHref} className="btn-secondary">
            Move or cancel your appointment
          </a>
        )}
        <Link to="/" className="btn-primary">
          Return to Home
        </Link>
      </div>
    </div>
  );
}

function Failed() {
  return (
    <>
      <CircleX aria-hidden="true" size={56} className="mx-auto text-red-700" />
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Payment Failed</h1>
      <p className="mt-4 text-lg">There was an issue processing your payment. Please try again or contact us for assistance.</p>
      <p className="mt-2 text-muted">No money has been taken for this attempt, and your chosen time is kept while its hold lasts.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full page load: card payments are allowed to run on /checkout's own page only. */}
        <Link to="/checkout" reloadDocument className="btn-primary">
          Try Again
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact Support
        </Link>
      </div>
    </>
  );
}

/**
 * Still waiting for the provider's word. With a known booking the page asks the server again every few seconds:
 * `recheckHref` is the next check's address (the loader counts them and stops); /enhance.js follows it, and
 * without the script the visitor can.
 */
function Processing({ recheckHref }: { recheckHref: string | null }) {
  const gaveUp = recheckHref === null;
  return (
    <div data-recheck-href={recheckHref ?? undefined} data-recheck-ms={recheckHref ? CHECK_EVERY_MS : undefined}>
      {!gaveUp && <LoaderCircle aria-hidden="true" size={56} className="mx-auto animate-spin text-plum-700" />}
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Processing Your Payment</h1>
      <p role="status" className="mt-4 text-lg">
        {gaveUp
          ? "We haven't received word from your bank yet. You'll get an email as soon as your payment is confirmed."
          : "We're confirming your payment with your bank. This usually takes just a few seconds."}
      </p>
      <p className="mt-2 text-muted">Please don't pay again. If you don't hear from us within 24 hours, get in touch and we'll check for you.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Return to Home
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact Support
        </Link>
        {recheckHref && (
          <a href={recheckHref} className="btn-secondary">
            Check again
          </a>
        )}
      </div>
    </div>
  );
}

/** Success, failure or processing (spec section 4), each with its way forward. */
export function PaymentOutcome({ result, appointment, recheckHref }: { result: PaymentResult; appointment: AppointmentView | null; recheckHref: string | null }) {
  return (
    <section className="mx-auto max-w-2xl rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10">
      {result === "succeeded" ? (
        <Succeeded appointment={appointment} />
      ) : result === "failed" ? (
        <Failed />
      ) : (
        <Processing recheckHref={recheckHref} />
      )}
    </section>
  );
}
