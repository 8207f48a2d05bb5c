/**
 * The portfolio page's own copy: which services it shows, their testimonials and the price list's extras.
 * Names, prices, durations, longevity and the before/after pairs come from the catalogue (DESIGN section 1: where
 * the spec quotes other portfolio figures, the catalogue wins).
 */
import type { BeforeAfterImage, Catalogue, Service } from "~/features/studio";
import { seedCatalogue } from "~/features/studio";

/** The galleries read the services' names and copy only, which are the code's; prices come from the request's catalogue. */
function service(slug: string, catalogue: Catalogue = seedCatalogue): Service {
  const found = catalogue.find(slug);
  if (!found) throw new Error(`The catalogue has no service "${slug}"`);
  return found;
}

export interface PortfolioTestimonial {
  name: string;
  text: string;
  /** Every review the studio shows is five stars (spec section 9). */
  rating: 5;
}

export interface PortfolioService {
  id: string;
  /** The label clients know it by, used on the filter buttons ("Henna Brows"). */
  filterLabel: string;
  /** The studio's name for the treatment ("Dream Shade"). */
  name: string;
  description: string;
  testimonial: PortfolioTestimonial;
  beforeAfter: readonly BeforeAfterImage[];
}

interface PortfolioCopy {
  slug: string;
  filterLabel: string;
  description: string;
  testimonial: PortfolioTestimonial;
}

const portfolioCopy: readonly PortfolioCopy[] = [
  {
    slug: "henna-brows",
    filterLabel: "Henna Brows",
    description:
      "Sparse, patchy or fair brows filled in with a soft botanical stain: every hair coloured, the gaps softened and a shape mapped to frame the face.",
    testimonial: {
      name: "Sophie M.",
      text: "I've over-plucked since school and finally have brows again. The shape is perfect for my face and I haven't touched a pencil in weeks.",
      rating: 5,
    },
  },
  {
    slug: "brow-lift",
    filterLabel: "Brow Lift",
    description:
      "Flat, unruly or downward-growing hairs lifted and set into full, fluffy, brushed-up brows, made entirely from the client's own hair.",
    testimonial: {
      name: "Amara K.",
      text: "My brows grow in every direction and now they sit exactly where I want them. A quick brush in the morning and I'm done. Pure magic.",
      rating: 5,
    },
  },
  {
    slug: "tint-spell",
    filterLabel: "Tint Spell",
    description:
      "Fine, fair or barely-there hairs given colour and a light stain beneath, for natural, defined brows that finally show up in photos.",
    testimonial: {
      name: "Hannah L.",
      text: "My fair brows used to disappear completely. The shade is so natural that friends just keep telling me I look well rested.",
      rating: 5,
    },
  },
  {
    slug: "cloud-wax",
    filterLabel: "Cloud Wax",
    description:
      "Stray hairs lifted away and the line perfected with a gentle wax, for clean brows that still look soft and never over-plucked.",
    testimonial: {
      name: "Priya S.",
      text: "The gentlest wax I've ever had, and the shape is so flattering. I left feeling polished rather than plucked.",
      rating: 5,
    },
  },
];

export const portfolioServices: readonly PortfolioService[] = portfolioCopy.map((copy) => {
  const catalogued = service(copy.slug);
  return {
    id: catalogued.slug,
    filterLabel: copy.filterLabel,
    name: catalogued.name,
    description: copy.description,
    testimonial: copy.testimonial,
    beforeAfter: catalogued.beforeAfterImages,
  };
});

/** Treatments whose before/after photos are still to come (launched or not). */
export const photosComingLater: readonly string[] = ["the-glow-lift", "the-ice-sculpt", "inch-away"].map(
  (slug) => service(slug).name,
);

export interface PriceListItem {
  slug: string;
  name: string;
  technique: string;
  pricePence: number;
  durationLabel: string;
  longevity: string;
  description: string;
  features: readonly string[];
  popular: boolean;
  urgency: string;
}

const priceListExtras: readonly { slug: string; popular: boolean; urgency: string }[] = [
  { slug: "henna-brows", popular: false, urgency: "Remember your free patch test at least 24 hours before." },
  { slug: "brow-lift", popular: true, urgency: "Our most-booked treatment: Saturday slots go first." },
  { slug: "tint-spell", popular: false, urgency: "First tint with us? Add a free patch test 24 hours before." },
  { slug: "cloud-wax", popular: false, urgency: "Allow 2 weeks of growth before your appointment." },
];

/** The price list as the studio prices it today (DESIGN 9). */
export const priceList = (catalogue: Catalogue): PriceListItem[] => priceListExtras.map(({ slug, popular, urgency }) => {
  const catalogued = service(slug, catalogue);
  return {
    slug,
    name: catalogued.name,
    technique: catalogued.technique,
    pricePence: catalogued.pricePence,
    durationLabel: catalogued.durationLabel,
    longevity: catalogued.longevity,
    description: catalogued.shortDescription,
    features: catalogued.benefits.slice(0, 3),
    popular,
    urgency,
  };
});
