import { Link } from "react-router";
import type { Route } from "./+types/portfolio";
import { useCatalogue } from "~/features/studio";
import { CommitmentBlock } from "~/features/content-pages/ui/portfolio/commitment-block";
import { PortfolioHero } from "~/features/content-pages/ui/portfolio/portfolio-hero";
import { PriceList } from "~/features/content-pages/ui/portfolio/price-list";
import { ServiceGallery } from "~/features/content-pages/ui/portfolio/service-gallery";
import { allServicesOption, ServiceFilter, type FilterOption } from "~/features/content-pages/ui/portfolio/service-filter";
import { pageMeta } from "~/app/site/route-meta";
import { photosComingLater, portfolioServices, priceList, type PortfolioService } from "~/features/content-pages/portfolio";
import { parsePortfolioFilter } from "~/features/content-pages/portfolio-filter";
import { portfolioStatusText, showsPortfolioBlock } from "~/features/content-pages/portfolio-results";
import { loadAsDocument, withoutReact } from "~/app/hydration";

const serviceSlugs = portfolioServices.map((service) => service.id);

const filterOptions: readonly FilterOption[] = [
  allServicesOption,
  ...portfolioServices.map((service) => ({ value: service.id, label: service.filterLabel })),
];

const machineServices = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(photosComingLater);

/**
 * Served without React. Every service's block is in the HTML and the loader's ?service= filter hides the others,
 * so the filter links work without JavaScript; app/enhance/content/portfolio-filter.ts filters in place.
 */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const filter = parsePortfolioFilter(new URL(request.url).searchParams.get("service"), serviceSlugs);
  return { filter };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Portfolio: Before & After Brows",
    description:
      "Before-and-after results from our henna brows, brow lift and tint, with client reviews and prices. Certified brow artists in London.",
    path: "/portfolio",
  });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const catalogue = useCatalogue();
  const { filter } = loaderData;
  const withPhotos = portfolioServices.filter((service) => service.beforeAfter.length > 0);
  const withoutPhotos = portfolioServices.filter((service) => service.beforeAfter.length === 0);
  const hiddenNow = (service: PortfolioService) => !showsPortfolioBlock(filter, service.id, service.beforeAfter.length > 0);

  return (
    <>
      <PortfolioHero />

      <section id="results" aria-labelledby="results-title" className="container-page scroll-mt-20 py-16">
        <h2 id="results-title" className="text-center text-3xl font-semibold">
          Before and after
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
          Choose a treatment to see its transformations. Select any pair to see it larger.
        </p>
        <div className="mt-8">
          <ServiceFilter options={filterOptions} selected={filter} />
        </div>
        <p role="status" data-portfolio-status className="sr-only">
          {portfolioStatusText(filterOptions.find((option) => option.value === filter)?.label ?? allServicesOption.label)}
        </p>
        <div className="mt-10 grid gap-8">
          {withPhotos.map((service) => (
            <div key={service.id} data-portfolio-block={service.id} data-photos="true" hidden={hiddenNow(service)}>
              <ServiceGallery service={service} />
            </div>
          ))}
          {withoutPhotos.map((service) => (
            <div
              key={service.id}
              data-portfolio-block={service.id}
              data-photos="false"
              hidden={hiddenNow(service)}
              className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-blush-200"
            >
              <p className="text-lg">
                Our {service.name} before-and-after photos are still being collected, so there is no gallery yet.
              </p>
              <p className="mt-2 text-muted">Its price and details are in the price list below.</p>
              <a href="#pricing" className="mt-4 inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4">
                See {service.name} pricing
              </a>
            </div>
          ))}
        </div>
        <p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-blush-100 p-5 text-center">
          {/* True before a launch and after it, so no launch can leave it saying the wrong thing. */}
          Before-and-after photos of our facial RF and body-sculpting machine treatments ({machineServices}) will be
          added as clients share their results.
        </p>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-16">
        <div className="container-page">
          <h2 id="pricing-title" className="text-center text-3xl font-semibold">
            Brow Treatment Prices
          </h2>
          <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-muted">
            Full payment online when you book; patch tests are always free.
          </p>
          <PriceList items={priceList(catalogue)} />
        </div>
      </section>

      <section aria-labelledby="commitment-title" className="bg-plum-900 py-16">
        <div className="container-page">
          <h2 id="commitment-title" className="text-center text-3xl font-semibold text-white">
            Our Commitment to You
          </h2>
          <div className="mt-10">
            <CommitmentBlock />
          </div>
        </div>
      </section>

      <section aria-labelledby="portfolio-cta-title" className="container-page py-16 text-center">
        <h2 id="portfolio-cta-title" className="text-3xl font-semibold">
          Ready for your own transformation?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">Book online in minutes, or explore every treatment we offer.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/book" className="btn-primary">
            Book Your Transformation
          </Link>
          <Link to="/services" className="btn-secondary">
            Explore All Treatments
          </Link>
        </div>
      </section>
    </>
  );
}
