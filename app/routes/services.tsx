import { Link } from "react-router";
import type { Route } from "./+types/services";
import { pageMeta } from "~/app/site/route-meta";
import { catalogueIn } from "~/app/site/route-catalogue";
import { offerSentence } from "~/features/content-pages";
import { DreamsClub } from "~/features/content-pages/ui/services/dreams-club";
import { ServiceTabs, type ServiceTab } from "~/features/content-pages/ui/services/service-tabs";
import { categoryName, isAnyLive, useCatalogue, type Catalogue } from "~/features/studio";
import { treatmentTimeRange } from "~/features/studio/service-pricing";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Served without React: the tabs are links the loader reads, enhanced by app/enhance/content/tabs.ts. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const tab: ServiceTab = new URL(request.url).searchParams.get("tab") === "body" ? "body" : "face";
  return { tab };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Treatments & Prices",
    description: `${offerSentence(catalogueIn(matches).services)} Prices, packages, durations and the Dreams Club membership.`,
    path: "/services",
  });

const tabsOf = ({ faceServices, bodyServices }: Catalogue): { value: ServiceTab; label: string; intro: string; services: typeof faceServices }[] => [
  {
    value: "face",
    label: categoryName("face"),
    intro: "Brows shaped, lifted and coloured to frame your face, and radiofrequency for a fresh, lifted glow.",
    services: faceServices,
  },
  {
    value: "body",
    label: categoryName("body"),
    intro: isAnyLive(bodyServices)
      ? "Contouring, firming and fat freezing treatments and programmes."
      : "Contouring, firming and fat freezing treatments and programmes, coming soon. Join a waitlist to hear first.",
    services: bodyServices,
  },
];

export default function Services({ loaderData }: Route.ComponentProps) {
  const catalogue = useCatalogue();
  const { services } = catalogue;
  const tabs = tabsOf(catalogue);
  return (
    <>
      <section aria-labelledby="services-title" className="bg-gradient-to-b from-blush-50 to-cream">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="font-semibold tracking-wide text-plum-600 uppercase">Treatments & prices</p>
            <h1 id="services-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
              Find your kind of magic
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Treatments take {treatmentTimeRange(services)}. Each one is carried out by certified professionals and
              is tailored to you, from the first consultation to your aftercare.
            </p>
            <p className="mt-4">
              <a href="#dreams-club" className="font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900">
                Discover the Dreams Club membership
              </a>
            </p>
          </div>
          <img
            src="/images/services/services-hero.svg"
            alt=""
            width={420}
            height={300}
            className="mx-auto hidden h-auto w-full max-w-sm lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="treatments-title" className="container-page py-12">
        <h2 id="treatments-title" className="mb-6 text-center text-3xl font-semibold">
          Choose a category
        </h2>
        <ServiceTabs tabs={tabs} selected={loaderData.tab} />
      </section>

      <DreamsClub />

      <section aria-labelledby="services-cta-title" className="container-page py-16 text-center">
        <h2 id="services-cta-title" className="text-3xl font-semibold">
          Ready for your transformation?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          Choose your treatment, pick a time that suits you and pay securely online in a few minutes.
        </p>
        <Link to="/book" className="btn-primary mt-8">
          Book Your Appointment
        </Link>
      </section>
    </>
  );
}
