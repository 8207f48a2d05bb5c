import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/app/root";
import { pageMeta, rootData } from "~/app/site/route-meta";
import { catalogueIn } from "~/app/site/route-catalogue";
import { offerSentence } from "~/features/content-pages";
import { BlogTeaser } from "~/features/content-pages/ui/home/blog-teaser";
import { FloatingBookButton } from "~/features/content-pages/ui/home/floating-book-button";
import { Hero } from "~/features/content-pages/ui/home/hero";
import { HighlightGrid } from "~/features/content-pages/ui/home/highlight-grid";
import { ServicesOverview } from "~/features/content-pages/ui/home/services-overview";
import { TestimonialCarousel } from "~/features/content-pages/ui/home/testimonial-carousel";
import { WhyChooseUs } from "~/features/content-pages/ui/home/why-choose-us";
import { StructuredData } from "~/ui/structured-data";
import { defaultStudio, type Studio } from "~/content/studio";
import { useCatalogue, type Service } from "~/features/studio";
import { browTestimonials, reviewSummary, summariseReviews } from "~/content/testimonials";
import { publishedTestimonials } from "~/features/reviews/index.server";
import { listPublishedPosts } from "~/features/blog/blog.server";
import { priceRange } from "~/features/studio/service-pricing";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Served without React: the reviews carousel is enhanced by app/enhance/content/carousel.ts. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export async function loader({ context }: Route.LoaderArgs) {
  const [posts, shown] = await Promise.all([listPublishedPosts(context.db), publishedTestimonials(context.db)]);
  return {
    // The reviews page's own count and rating, its approved quotes included (docs/decisions/0065).
    reviewsPage: summariseReviews(shown),
    posts: posts.slice(0, 3).map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      image: post.image,
      readTime: post.readTime,
      published: post.published.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Brows, Facial RF & Body Sculpting in London",
    description: `${offerSentence(catalogueIn(matches).services)} Certified artists, 5-star care, book online in London.`,
    path: "/",
  }),
  {
    name: "keywords",
    content: "henna brows London, brow lamination, brow lift, brow tint, brow wax, facial RF, body sculpting, fat freezing",
  },
  { name: "author", content: rootData(matches).studio.name },
];

function businessData(studio: Studio, origin: string, services: readonly Service[]) {
  const openingHoursSpecification = Object.entries(studio.hours).flatMap(([day, hours]) =>
    hours ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`, opens: hours.opens, closes: hours.closes }] : [],
  );
  return [
    {
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      "@id": `${origin}/#business`,
      name: studio.name,
      description: studio.tagline,
      url: `${origin}/`,
      image: `${origin}/images/home/hero-illustration.svg`,
      telephone: studio.phone,
      email: studio.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: studio.address.street,
        addressLocality: studio.address.locality,
        postalCode: studio.address.postcode,
        addressCountry: studio.address.country,
      },
      openingHoursSpecification,
      priceRange: priceRange(services),
      currenciesAccepted: "GBP",
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: studio.name,
      url: `${origin}/`,
      logo: `${origin}/social/logo.png`,
      sameAs: [studio.instagramUrl, studio.facebookUrl],
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: studio.phone,
        email: studio.email,
        areaServed: "GB",
        availableLanguage: ["English"],
      },
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const studio = root?.studio ?? defaultStudio;
  const catalogue = useCatalogue();
  return (
    <>
      <StructuredData data={businessData(studio, root?.origin ?? "", catalogue.services)} />
      <Hero />
      <ServicesOverview />
      <HighlightGrid reviews={loaderData.reviewsPage} />
      <section aria-labelledby="reviews-title" className="container-page py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="reviews-title" className="text-3xl font-semibold sm:text-4xl">
            Kind words from our clients
          </h2>
          <p className="mt-4 text-lg text-muted">
            Rated {reviewSummary.ratingValue.toFixed(1)} out of 5 in the {reviewSummary.reviewCount} reviews clients
            gave us on our feedback form. Here is what our brow clients say.
          </p>
        </div>
        <div className="mt-8">
          <TestimonialCarousel items={browTestimonials} label="Client reviews" />
        </div>
        <div className="mt-10 text-center">
          <Link to="/testimonials" className="btn-secondary">
            Read All Client Reviews
          </Link>
        </div>
      </section>
      <WhyChooseUs />
      <BlogTeaser posts={loaderData.posts} />
      <FloatingBookButton />
    </>
  );
}
