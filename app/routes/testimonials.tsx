import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { pageMeta } from "~/app/site/route-meta";
import { TestimonialCard } from "~/features/content-pages/ui/home/testimonial-card";
import { reviewSummary, testimonials } from "~/content/testimonials";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Client Reviews",
    description:
      "Read what our clients say about their henna brows, brow lamination, tint, wax and skin treatments. Rated 5 stars by clients across London.",
    path: "/testimonials",
  });

export default function Testimonials() {
  return (
    <>
      <section aria-labelledby="testimonials-title" className="bg-gradient-to-b from-blush-50 to-cream">
        <div className="container-page py-12 text-center sm:py-16">
          <p className="font-semibold tracking-wide text-plum-600 uppercase">Client reviews</p>
          <h1 id="testimonials-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
            Words that make us glow
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Rated {reviewSummary.ratingValue.toFixed(1)} out of 5 in the {reviewSummary.reviewCount} reviews below, each
            from the feedback form clients fill in after their appointment, with the month she gave it.
          </p>
        </div>
      </section>

      <section aria-label="All client reviews" className="container-page py-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials-cta-title" className="container-page py-12 text-center">
        <h2 id="testimonials-cta-title" className="text-3xl font-semibold">
          Ready to write your own story?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          Book your treatment and let us sprinkle a little magic on your brows.
        </p>
        <Link to="/book" className="btn-primary mt-8">
          Book Your Appointment
        </Link>
      </section>
    </>
  );
}
