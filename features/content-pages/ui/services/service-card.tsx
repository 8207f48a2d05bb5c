import { Link } from "react-router";
import type { Service } from "~/features/studio";
import { formatPrice } from "~/lib/money";
import { isLive, serviceCardPriceLabel } from "~/features/studio";
import { ServiceCardHeader } from "./service-card-header";

function packageSummary(service: Service): string {
  const lowest = Math.min(...service.packages.map((pkg) => pkg.pricePence));
  const count = service.packages.length;
  return `${count} ${count === 1 ? "package" : "packages"} available, from ${formatPrice(lowest)}`;
}

/** A home-page card: what the treatment is, what it costs, and where to go next (detail page or waitlist). */
export function ServiceCard({ service }: { service: Service }) {
  const next = !isLive(service) ? (service.waitlistUrl ?? `/services/${service.slug}`) : `/services/${service.slug}`;
  return (
    <article className="flex w-full flex-col rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
      <ServiceCardHeader service={service} priceLabel={serviceCardPriceLabel(service)} />
      <p className="mt-3 flex-1 text-muted">{service.shortDescription}</p>
      {isLive(service) && service.packages.length > 0 ? (
        <p className="mt-3 text-sm font-semibold text-plum-800">{packageSummary(service)}</p>
      ) : null}
      {!isLive(service) ? (
        <p className="mt-4 rounded-2xl bg-blush-50 p-3 text-sm text-plum-800">
          <span aria-hidden="true">✨ </span>
          {service.waitlistUrl
            ? "Join the waitlist for first access and early bird pricing."
            : "Launching soon: see the details to find out how to hear first."}
        </p>
      ) : null}
      <Link to={next} className={`${!isLive(service) ? "btn-secondary" : "btn-primary"} mt-5 w-full`}>
        {!isLive(service) ? "View Details" : "Learn More"}
        <span className="sr-only">: {service.name}</span>
      </Link>
    </article>
  );
}
