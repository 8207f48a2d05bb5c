import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAddress, telHref, type Studio } from "~/features/studio";
import { summariseOpeningHours } from "~/features/studio";

const actionClass = "btn-secondary mt-auto w-full px-4 text-sm";

/** A map search for the studio; a link only, so nothing is fetched from the map site until it is chosen. */
export function mapHref(studio: Studio): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${studio.name}, ${formatAddress(studio)}`)}`;
}

function InfoCard({ icon: Icon, title, children, action }: { icon: LucideIcon; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-blush-100 text-plum-700">
        <Icon size={24} />
      </span>
      <h3 className="text-xl font-semibold">{title}</h3>
      <div className="text-ink">{children}</div>
      {action}
    </li>
  );
}

/** Email, phone, address and opening hours, each with the button that acts on it. */
export function ContactInfoCards({ studio }: { studio: Studio }) {
  const hours = summariseOpeningHours(studio.hours);
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <InfoCard
          icon={Mail}
          title="Email us"
          action={
            <a href={`mailto:${studio.email}`} className={actionClass}>
              Send an Email
            </a>
          }
        >
          <p className="wrap-anywhere">
            {/* A line may break after the @ rather than inside the domain. */}
            {studio.email.split("@")[0]}@<wbr />
            {studio.email.split("@").slice(1).join("@")}
          </p>
          <p className="mt-1 text-sm text-muted">We reply within 24 hours.</p>
        </InfoCard>
        <InfoCard
          icon={Phone}
          title="Call us"
          action={
            <a href={telHref(studio.phone)} className={actionClass}>
              Call the Studio
            </a>
          }
        >
          <p>{studio.phone}</p>
          <p className="mt-1 text-sm text-muted">During opening hours.</p>
        </InfoCard>
        <InfoCard
          icon={MapPin}
          title="Visit us"
          action={
            <a href={mapHref(studio)} target="_blank" rel="noopener noreferrer" className={actionClass}>
              Open in Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          }
        >
          <address className="not-italic">{formatAddress(studio)}</address>
          <p className="mt-1 text-sm text-muted">{studio.directions.transport}</p>
          <p className="mt-1 text-sm text-muted">{studio.directions.access}</p>
        </InfoCard>
        <InfoCard
          icon={Clock}
          title="Opening hours"
          action={
            <Link to="/book" className={actionClass}>
              Book a Visit
            </Link>
          }
        >
          <dl className="grid gap-2 text-sm">
            {hours.map((row) => (
              <div key={row.days}>
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
      </ul>
    </section>
  );
}
