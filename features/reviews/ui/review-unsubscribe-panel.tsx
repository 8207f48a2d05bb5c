import { Link } from "react-router";
import type { ReviewUnsubscribeData } from "../review-page-data";
import { reviewMessages } from "../review-rules";

/** The question and its one button, or the answer: a plain form, and only the button (a POST) unsubscribes. */
export function ReviewUnsubscribePanel({ page }: { page: ReviewUnsubscribeData }) {
  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10" aria-labelledby="unsubscribe-title">
      {page.done ? (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-semibold sm:text-4xl">
            You're unsubscribed
          </h1>
          <p className="mt-4 text-lg" role="status">
            {reviewMessages.unsubscribed}
          </p>
          <p className="mt-4 text-muted">Emails about your own bookings still come. You can change your mind in your account at any time.</p>
          <p className="mt-8">
            <Link to="/" className="btn-secondary">
              Back to Home
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="unsubscribe-title" className="text-3xl font-semibold sm:text-4xl">
            Unsubscribe?
          </h1>
          <p className="mt-4 text-lg">
            {reviewMessages.unsubscribeAsk} ({page.maskedEmail})
          </p>
          <form method="post" action={page.href} className="mt-8">
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
