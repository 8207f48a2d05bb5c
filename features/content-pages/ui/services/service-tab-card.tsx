import { Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Service } from "~/features/studio";
import { bookTreatmentPath } from "~/features/booking";
import { formatPrice } from "~/lib/money";
import { isLive, launchLabel, opensToEveryone, servicesBadgeLabel } from "~/features/studio";
import { ServiceCardHeader } from "./service-card-header";

/** Spec section 9: a card lists at most its first 3 packages. */
const MAX_PACKAGES = 3;

function primaryAction(service: Service) {
  if (!isLive(service) && service.waitlistUrl) return { label: "View Details", to: service.waitlistUrl };
  return { label: "Learn More", to: `/services/${service.slug}` };
}

/** The second button: book what can be booked, join the waitlist of what cannot (if it has one). */
function secondaryAction(service: Service) {
  // Launched, but only its waitlist's early-access links book it for now (docs/decisions/0020).
  if (service.earlyAccessUntil) return undefined;
  if (isLive(service)) return { label: "Book Now", to: bookTreatmentPath(service.id) };
  if (service.waitlistUrl) return { label: "Join Waitlist", to: service.waitlistUrl };
  return undefined;
}

/** A services-page card: price badge, facts, first packages and the ways forward. */
export function ServiceTabCard({ service }: { service: Service }) {
  const primary = primaryAction(service);
  const secondary = secondaryAction(service);
  const packages = service.packages.slice(0, MAX_PACKAGES);
  return (
    <article className="flex w-full flex-col rounded-3xl border border-blush-200 bg-white p-6 shadow-sm">
      <ServiceCardHeader service={service} priceLabel={servicesBadgeLabel(service)} />
      <p className="mt-3 text-muted">{service.shortDescription}</p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 font-semibold text-plum-800">
            <Clock aria-hidden="true" width={16} height={16} className="shrink-0" />
            Duration:
          </dt>
          <dd>{service.durationLabel}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="flex shrink-0 items-center gap-1.5 font-semibold text-plum-800">
            <Sparkles aria-hidden="true" width={16} height={16} className="shrink-0" />
            Results:
          </dt>
          <dd>{service.longevity}</dd>
        </div>
      </dl>
      {packages.length > 0 ? (
        <div className="mt-4 rounded-2xl bg-blush-50 p-4">
          <h4 className="text-sm font-semibold text-plum-900">Packages</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {packages.map((pkg) => (
              <li key={pkg.name} className="flex justify-between gap-3">
                <span>{pkg.name}</span>
                <span className="font-semibold text-plum-800">{formatPrice(pkg.pricePence)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!isLive(service) ? (
        <p className="mt-4 rounded-2xl border border-dashed border-gold-600 p-4 text-sm">
          <strong className="block text-plum-900">{launchLabel(service)}</strong>
          Early bird pricing for waitlist members
        </p>
      ) : null}
      {service.earlyAccessUntil ? (
        <p className="mt-4 rounded-2xl border border-dashed border-gold-600 p-4 text-sm">
          <strong className="block text-plum-900">Open to its waitlist first</strong>
          It {opensToEveryone(new Date(service.earlyAccessUntil))}.
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <Link to={primary.to} className="btn-secondary flex-1 px-4 whitespace-nowrap">
          {primary.label}
          <span className="sr-only">: {service.name}</span>
        </Link>
        {secondary ? (
          <Link to={secondary.to} className="btn-primary flex-1 px-4 whitespace-nowrap">
            {secondary.label}
            <span className="sr-only">: {service.name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
