import type { Testimonial } from "~/content/testimonials";
import { StarRating } from "~/ui/star-rating";

/** "October 2026", the same on the server and in any browser. */
const monthOf = (given: string) => new Date(`${given}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** One review: stars, words, name, treatment, and when and where she gave it. Used by the home carousel and the testimonials page. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full w-full flex-col rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush-100 font-display font-semibold text-plum-800"
        >
          {testimonial.name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-plum-900">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.service}</span>
          <span className="block text-sm text-muted">
            <time dateTime={testimonial.given}>{monthOf(testimonial.given)}</time>, {testimonial.source.toLowerCase()}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
