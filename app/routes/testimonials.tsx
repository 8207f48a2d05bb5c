import { Link } from "react-router";
import type { Route } from "./+types/testimonials";
import { pageMeta } from "~/app/site/route-meta";
import { TestimonialCard } from "~/features/content-pages/ui/home/testimonial-card";
import { summariseReviews } from "~/content/testimonials";
import { publishedTestimonials } from "~/features/reviews/index.server";
import { onSiteSource } from "~/features/reviews";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

/** The studio's reviews and the clients' quotes staff approved (docs/decisions/0065); the page cache is cleared when one changes. */
export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: await publishedTestimonials(context.db) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Client Reviews",
    description:
      "Read what our clients say about their henna brows, brow lamination, tint, wax and skin treatments. Rated 5 stars by clients across London.",
    path: "/testimonials",
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials } = loaderData;
  const reviewSummary = summariseReviews(testimonials);
  const onSite = testimonials.some((testimonial) => testimonial.source === onSiteSource);
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
            from a client after her appointment, with the month she gave it and where.
          </p>
          {onSite && (
            <p className="mx-auto mt-3 max-w-2xl text-muted">
              Reviews rated on our website come from clients we asked after a visit who agreed to be quoted. We check each
              one is genuine and names no one, whatever its stars, and show only a first name and initial.
            </p>
          )}
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
