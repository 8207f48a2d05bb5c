import { Link } from "react-router";
import { legalLinks, quickLinks } from "~/app/navigation";
import type { ServiceFacts } from "~/features/studio/catalogue-types";
import type { Studio } from "~/content/studio";
import { formatAddress, telHref } from "~/content/studio";
import { summariseOpeningHours } from "~/features/studio/opening-hours-summary";
import { formatPrice } from "~/lib/money";

// The facts alone: every page shows the footer, so it must not pull the catalogue's prose into every page.

const headingClass = "mb-3 font-display text-lg font-semibold text-white";
const linkClass = "text-blush-100 underline-offset-4 hover:text-white hover:underline";

/** `services`: the facts as the root loader read them (today's prices, DESIGN 9). */
export function SiteFooter({ studio, year, services }: { studio: Studio; year: number; services: readonly ServiceFacts[] }) {
  // The brow services, with their prices: the kind is the service's own fact (features/studio/service-facts.ts).
  const footerServices = services.filter((service) => service.kind === "brow");
  return (
    <footer className="mt-16 bg-plum-900 text-blush-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={headingClass}>
            {studio.name}
          </h2>
          <p>
            {studio.tagline} Certified, caring artists in London crafting brows, glowing skin and sculpted
            silhouettes, one little bit of magic at a time.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            <li>
              <a className={linkClass} href={studio.instagramUrl} rel="noopener noreferrer" target="_blank">
                Instagram<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a className={linkClass} href={studio.facebookUrl} rel="noopener noreferrer" target="_blank">
                Facebook<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            Brow services
          </h2>
          <ul className="space-y-2">
            {footerServices.map((service) => (
              <li key={service.slug}>
                <Link className={linkClass} to={`/services/${service.slug}`}>
                  {service.name} – {formatPrice(service.pricePence)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick links
          </h2>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={headingClass}>
            Visit us
          </h2>
          <address className="space-y-2 not-italic">
            <p>{formatAddress(studio)}</p>
            <p className="text-sm">{studio.directions.transport}</p>
            <p className="text-sm">{studio.directions.access}</p>
            <p>
              <a className={linkClass} href={telHref(studio.phone)}>
                {studio.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${studio.email}`}>
                {studio.email}
              </a>
            </p>
          </address>
          <h3 className="mt-5 mb-2 font-semibold text-white">Opening hours</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {summariseOpeningHours(studio.hours).map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="border-t border-plum-700">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {studio.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
