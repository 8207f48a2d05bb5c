import { Star } from "lucide-react";
import { Link } from "react-router";
import { StarRating } from "~/ui/star-rating";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FieldError } from "~/ui/forms/field-error";
import { FormError } from "~/ui/forms/form-error";
import { TextAreaField } from "~/ui/forms/text-field";
import type { ReviewPageData } from "../review-page-data";
import { ratingLabels, ratingValues, reviewMessages, reviewTerms } from "../review-rules";

const frame = "mx-auto grid max-w-xl gap-5 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8";

/** Five real radio buttons in a fieldset: arrow keys move between them, and each is read with what it means. */
function StarChoice({ value, errors }: { value: string; errors?: string[] }) {
  const errorId = "rating-error";
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined} className="grid gap-2">
      <legend className="font-medium text-ink">
        Your rating
        <span aria-hidden="true" className="ml-0.5 text-plum-700">
          *
        </span>
      </legend>
      <div className="grid gap-1">
        {[...ratingValues].reverse().map((stars) => (
          <label key={stars} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 has-[:checked]:bg-blush-50">
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={value === String(stars)}
              aria-invalid={errors?.length ? true : undefined}
              className="h-5 w-5 shrink-0 cursor-pointer accent-plum-700"
            />
            <span aria-hidden="true" className="flex gap-0.5 text-gold-600">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} width={18} height={18} className={index < stars ? "fill-gold-400" : "fill-none"} />
              ))}
            </span>
            <span>{ratingLabels[stars]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={errors?.[0]} />
    </fieldset>
  );
}

/** Her rating form, her answer with thanks, or a kind word for a link that ran out. */
export function ReviewPanel({ page }: { page: ReviewPageData }) {
  if (page.state === "expired") {
    return (
      <section className={frame} aria-labelledby="review-title">
        <h1 id="review-title" className="text-3xl font-semibold">
          This link has expired
        </h1>
        <p className="text-lg">{reviewMessages.expired}</p>
        <p>
          <Link to="/" className="btn-secondary">
            Back to Home
          </Link>
        </p>
      </section>
    );
  }
  if (page.state === "answered") {
    return (
      <section className={frame} aria-labelledby="review-title">
        <h1 id="review-title" className="text-3xl font-semibold">
          Thank you
        </h1>
        <p role="status" className="text-lg">
          {reviewMessages.thanks}
        </p>
        <div className="grid gap-2 rounded-2xl bg-blush-50 p-4">
          <p className="text-sm text-muted">
            Your answer about {page.service} on {page.visitDate}
          </p>
          <StarRating rating={page.rating} />
          {page.comment && <p className="whitespace-pre-line">“{page.comment}”</p>}
        </div>
        {page.quoteConsent && <p className="text-muted">{page.published ? reviewMessages.quotePublished : reviewMessages.quoteWaiting}</p>}
      </section>
    );
  }
  const errors = page.fieldErrors ?? {};
  return (
    <section className={frame} aria-labelledby="review-title">
      <div>
        <h1 id="review-title" className="text-3xl font-semibold">
          How did it go?
        </h1>
        <p className="mt-3 text-lg text-muted">
          Your {page.service} on {page.visitDate}. One answer per visit: you can't change it once sent.
        </p>
      </div>
      <form method="post" action={page.href} noValidate className="grid gap-5">
        <p className="text-sm text-muted">Fields marked with an asterisk (*) are required.</p>
        <StarChoice value={page.draft.rating} errors={errors.rating} />
        <TextAreaField
          name="comment"
          label="Tell us more (optional)"
          defaultValue={page.draft.comment}
          maxLength={reviewTerms.commentMax}
          errors={errors.comment}
          description="What you liked, or what we could do better."
        />
        <CheckboxField
          name="quoteConsent"
          defaultChecked={page.draft.quoteConsent}
          label="You may quote my words on your website"
          description="Optional. We show only your first name and the initial of your surname, and only after we have read it."
          errors={errors.quoteConsent}
        />
        <FormError message={page.message} />
        <div>
          <button type="submit" className="btn-primary">
            Send my rating
          </button>
        </div>
      </form>
    </section>
  );
}
