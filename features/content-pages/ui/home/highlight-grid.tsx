import { Link } from "react-router";
import type { Service } from "~/features/studio";
import { reviewSummary as studioReviews } from "~/content/testimonials";
import { highlightPriceLabel, useCatalogue } from "~/features/studio";

/** The four brow favourites; names and prices come from the catalogue, which wins over the spec's figures. */
const highlights = [
  {
    slug: "henna-brows",
    image: "/images/home/highlight-henna.svg",
    description: "Botanical henna that tints every hair and softly shades the skin, so sparse brows look full and defined.",
    highlight: "Fills sparse patches",
    popular: false,
  },
  {
    slug: "brow-lift",
    image: "/images/home/highlight-lift.svg",
    description: "Lamination that lifts and sets your own hairs into a fluffy, brushed-up shape our clients adore.",
    highlight: "Fuller, fluffier brows",
    popular: true,
  },
  {
    slug: "tint-spell",
    image: "/images/home/highlight-tint.svg",
    description: "A hybrid tint in a shade mixed just for you, so fine or fair hairs finally show up.",
    highlight: "Soft, natural colour",
    popular: false,
  },
  {
    slug: "cloud-wax",
    image: "/images/home/highlight-wax.svg",
    description: "A gentle wax and tidy that lifts away strays for clean, soft-edged brows mapped to your face.",
    highlight: "Clean, gentle shaping",
    popular: false,
  },
 ] as const;

interface Highlight {
  service: Service;
  image: string;
  description: string;
  highlight: string;
  popular: boolean;
}

function HighlightCard({ service, image, description, highlight, popular }: Highlight) {
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ${
        popular ? "border-2 border-plum-700" : "border border-blush-200"
      }`}
    >
      {popular ? (
        <p className="absolute top-3 right-3 rounded-full bg-plum-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      ) : null}
      <img src={image} alt="" width={320} height={200} loading="lazy" className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold">{service.name}</h3>
        <p className="text-sm font-medium text-plum-600">{service.technique}</p>
        <p className="mt-3 flex-1 text-muted">{description}</p>
        <p className="mt-3 text-sm font-semibold text-gold-600">
          <span aria-hidden="true">✦ </span>
          {highlight}
        </p>
        <p className="mt-2 font-display text-2xl font-semibold text-plum-800">{highlightPriceLabel(service)}</p>
        <Link to="/services" className="btn-secondary mt-4 w-full">
          Learn More<span className="sr-only"> about {service.name} and our other treatments</span>
        </Link>
      </div>
    </article>
  );
}

/** `reviews`: what /testimonials shows (its own reviews and the quotes staff approved), so the count here is the one there. */
export function HighlightGrid({ reviews: reviewSummary = studioReviews }: { reviews?: { ratingValue: number; reviewCount: number } }) {
  const catalogue = useCatalogue();
  const cards = highlights.flatMap((card) => {
    const service = catalogue.find(card.slug);
    return service ? [{ ...card, service }] : [];
  });
  return (
    <section aria-labelledby="highlights-title" className="bg-blush-50 py-16">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="highlights-title" className="text-3xl font-semibold sm:text-4xl">
            Brow favourites, ready to book
          </h2>
          <p className="mt-4 text-lg text-muted">
            Four little rituals our clients come back for again and again.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.slug}>
              <HighlightCard {...card} />
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-3xl bg-plum-800 p-8 text-center text-white sm:p-10">
          <p className="font-display text-2xl font-semibold sm:text-3xl">
            Rated {reviewSummary.ratingValue.toFixed(1)} by our clients
          </p>
          <p className="mx-auto mt-3 max-w-xl text-blush-100">
            Every treatment is carried out by certified professionals. Read all {reviewSummary.reviewCount} reviews on
            our <Link to="/testimonials" className="font-semibold text-white underline underline-offset-4">reviews page</Link>.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <Link to="/book" className="btn bg-white text-plum-800 hover:bg-blush-100">
              Book Your Appointment
            </Link>
            <Link to="/portfolio" className="btn border-2 border-white text-white hover:bg-plum-900">
              See Our Portfolio
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
