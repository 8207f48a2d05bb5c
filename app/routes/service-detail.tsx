import { Check, Clock, Sparkles } from "lucide-react";
import { data, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/service-detail";
import type { loader as rootLoader } from "~/app/root";
import { pageMeta } from "~/app/site/route-meta";
import { bookTreatmentPath } from "~/features/booking";
import { BeforeAfter } from "~/features/content-pages/ui/services/before-after";
import { FaqAccordion } from "~/features/content-pages/ui/services/faq-accordion";
import { KeyBenefits } from "~/features/content-pages/ui/services/key-benefits";
import { PackagesBlock } from "~/features/content-pages/ui/services/packages-block";
import { PatchTestWarning } from "~/features/content-pages/ui/services/patch-test-warning";
import { WaitlistPanel } from "~/features/content-pages/ui/services/waitlist-panel";
import { breadcrumbData, StructuredData } from "~/ui/structured-data";
import { isLive, opensToEveryone, serviceIdentity, specialTreatmentLicence, useCatalogue } from "~/features/studio";
import { currentStudioFacts } from "~/features/studio/index.server";
import { LicenceNote } from "~/features/content-pages/ui/services/licence-note";
import { catalogueIn } from "~/app/site/route-catalogue";
import type { Service } from "~/features/studio/catalogue-types";
import { defaultStudio } from "~/content/studio";
import { formatPrice } from "~/lib/money";
import { detailPriceLabel, offerPrice } from "~/features/studio/service-pricing";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Needs no JavaScript: served without React hydration. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceIdentity(params.slug);
  if (!service || service.slug === "patch-test") throw data(null, { status: 404 });
  // Staff enter the licence in the dashboard; a change clears the page cache.
  return { slug: service.slug, licence: specialTreatmentLicence(await currentStudioFacts(context.db)) ?? null };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => {
  const service = page ? catalogueIn(matches).find(page.slug) : undefined;
  return service
    ? pageMeta(matches, {
        title: `${service.name} (${service.technique})`,
        description: service.shortDescription,
        path: `/services/${service.slug}`,
      })
    : [];
};

function serviceData(service: Service, origin: string, studioName: string) {
  const url = `${origin}/services/${service.slug}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.name,
      serviceType: service.technique,
      description: service.shortDescription,
      url,
      areaServed: "London",
      provider: { "@type": "BeautySalon", "@id": `${origin}/#business`, name: studioName },
      offers: {
        "@type": "Offer",
        price: offerPrice(service),
        priceCurrency: "GBP",
        // In its early-access window only the waitlist may book it: not yet in stock for everyone.
        availability: !isLive(service) || service.earlyAccessUntil ? "https://schema.org/PreOrder" : "https://schema.org/InStock",
        url,
      },
    },
    breadcrumbData(origin, [
      { name: "Services", path: "/services" },
      { name: service.name, path: `/services/${service.slug}` },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: service.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}

const listHeading = "text-2xl font-semibold sm:text-3xl";

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const catalogue = useCatalogue();
  const service = catalogue.find(loaderData.slug)!;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const studio = root?.studio ?? defaultStudio;
  const paragraphs = service.fullDescription.split(/\n\s*\n/);
  const [firstPair] = service.beforeAfterImages;
  const bookable = catalogue.findBookable(service.id) !== undefined;

  return (
    <article>
      <StructuredData data={serviceData(service, root?.origin ?? "", studio.name)} />
      <header className="bg-gradient-to-b from-blush-50 to-cream">
        <div className="container-page py-10 sm:py-14">
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap gap-2 text-muted">
              <li>
                <Link to="/services" className="text-plum-700 underline underline-offset-4 hover:text-plum-900">
                  Services
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li aria-current="page">{service.name}</li>
            </ol>
          </nav>
          <p aria-hidden="true" className="mt-6 text-5xl">
            {service.emoji}
          </p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{service.name}</h1>
          <p className="mt-2 text-lg font-medium text-plum-600">{service.technique}</p>
          <p className="mt-4 font-display text-3xl font-semibold text-plum-800">{detailPriceLabel(service)}</p>
          <dl className="mt-5 flex flex-wrap gap-3">
            <div className="flex items-center gap-2 rounded-2xl border border-blush-200 bg-white px-4 py-2">
              <dt className="flex items-center gap-2 font-semibold text-plum-800">
                <Clock aria-hidden="true" width={18} height={18} className="shrink-0 text-plum-600" />
                Duration:
              </dt>
              <dd>{service.durationLabel}</dd>
            </div>
            <div className="flex items-center gap-2 rounded-2xl border border-blush-200 bg-white px-4 py-2">
              <dt className="flex items-center gap-2 font-semibold text-plum-800">
                <Sparkles aria-hidden="true" width={18} height={18} className="shrink-0 text-plum-600" />
                Results:
              </dt>
              <dd>{service.longevity}</dd>
            </div>
          </dl>
          {/* In the first screen on a phone: she can book without scrolling past the whole page (issue 20). */}
          {bookable && (
            <Link to={bookTreatmentPath(service.id)} className="btn-primary mt-6">
              Book {service.name}
            </Link>
          )}
          {service.specialTreatment && <LicenceNote licence={loaderData.licence ?? undefined} className="mt-5" />}
        </div>
      </header>

      <div className="container-page pb-8">
        <PatchTestWarning rule={service.patchTest} />

        <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className={listHeading}>
              About {service.name}
            </h2>
            <div className="mt-4 space-y-4 text-lg">
              {paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>
          <div>{firstPair ? <BeforeAfter image={firstPair} /> : <KeyBenefits benefits={service.benefits} />}</div>
        </div>

        {service.packages.length > 0 ? <PackagesBlock packages={service.packages} /> : null}

        <div className={`mt-12 grid gap-10 ${service.notes.length > 0 ? "lg:grid-cols-2" : ""}`}>
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className={listHeading}>
              Why you'll love it
            </h2>
            <ul className={`mt-4 grid gap-3 ${service.notes.length > 0 ? "" : "md:grid-cols-2 md:gap-x-10"}`}>
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <Check aria-hidden="true" width={22} height={22} className="mt-0.5 shrink-0 text-plum-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
          {service.notes.length > 0 ? (
            <section aria-labelledby="notes-title" className="rounded-3xl bg-blush-50 p-6">
              <h2 id="notes-title" className={listHeading}>
                Good to know before you come
              </h2>
              <ul className="mt-4 list-disc space-y-3 pl-5 marker:text-plum-600">
                {service.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section aria-labelledby="process-title" className="mt-12">
          <h2 id="process-title" className={listHeading}>
            Your treatment, step by step
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {service.process.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-blush-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-plum-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="aftercare-title" className="mt-12 rounded-3xl bg-blush-50 p-6 sm:p-8">
          <h2 id="aftercare-title" className={listHeading}>
            Aftercare
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-plum-600">
            {service.aftercare.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="mt-5">
            <Link to="/policies#aftercare" className="font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900">
              Read our full aftercare guide
            </Link>
          </p>
        </section>

        <FaqAccordion faqs={service.faqs} />

        {!isLive(service) ? (
          <>
            <WaitlistPanel service={service} />
            <p className="mt-8 text-center">
              <Link to="/services" className="btn-secondary">
                View All Services
              </Link>
            </p>
          </>
        ) : service.earlyAccessUntil ? (
          // Launched from its waitlist: their early-access links book it until it opens to everyone (0020).
          <section aria-labelledby="book-title" className="mt-12 rounded-3xl bg-plum-800 p-8 text-center sm:p-10">
            <h2 id="book-title" className="text-2xl font-semibold text-white sm:text-3xl">
              {service.name} is open to its waitlist first
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-blush-100">
              Everyone on the waitlist has an early-access link by email. It {opensToEveryone(new Date(service.earlyAccessUntil))}.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to="/services" className="btn border-2 border-white text-white hover:bg-plum-900">
                View All Services
              </Link>
            </div>
          </section>
        ) : (
          <section aria-labelledby="book-title" className="mt-12 rounded-3xl bg-plum-800 p-8 text-center sm:p-10">
            <h2 id="book-title" className="text-2xl font-semibold text-white sm:text-3xl">
              Ready for your {service.name}?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-blush-100">
              Pick a time that suits you and pay securely online. We'll take care of the magic.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to={bookTreatmentPath(service.id)} className="btn bg-white text-plum-800 hover:bg-blush-100">
                Book Now - {formatPrice(service.pricePence)}
              </Link>
              <Link to="/services" className="btn border-2 border-white text-white hover:bg-plum-900">
                View All Services
              </Link>
            </div>
          </section>
        )}
      </div>
    </article>
  );
}
