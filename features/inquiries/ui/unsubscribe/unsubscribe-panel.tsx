import { Link } from "react-router";
import type { UnsubscribePageData } from "~/features/inquiries/unsubscribe/unsubscribe-link";

/**
 * The question and its one button, or the answer. A plain form: it works without JavaScript, and only the button
 * (a POST) unsubscribes.
 */
export function UnsubscribePanel({ page }: { page: UnsubscribePageData }) {
  const { entry, href } = page;
  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10" aria-labelledby="unsubscribe-title">
      {entry.unsubscribed ? (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-semibold sm:text-4xl">
            You're unsubscribed
          </h1>
          <p className="mt-4 text-lg" role="status">
            We won't send {entry.maskedEmail} any more emails about the waitlist for {entry.serviceName}, or any other news and offers.
          </p>
          <p className="mt-4 text-muted">
            Emails about your own bookings still come. Changed your mind? Join the waitlist again at any time and we'll welcome you back.
          </p>
          <p className="mt-8">
            <Link to="/" className="btn-secondary">
              Back to Home
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-semibold sm:text-4xl">
            Unsubscribe from the waitlist?
          </h1>
          <p className="mt-4 text-lg">
            {entry.maskedEmail} will get no more emails about the waitlist for {entry.serviceName}, and no other news and offers.
          </p>
          <form method="post" action={href} className="mt-8">
            <button type="submit" className="btn-primary">
              Unsubscribe
            </button>
          </form>
          <p className="mt-6 text-muted">Nothing changes until you press the button.</p>
        </>
      )}
    </section>
  );
}
