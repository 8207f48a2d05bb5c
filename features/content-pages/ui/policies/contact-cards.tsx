import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { formatAddress, telHref, type Studio } from "~/features/studio";
import { summariseOpeningHours } from "~/features/studio";

const cardClass = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-blush-200";
const iconClass = "size-7 text-plum-600";
const linkClass = "inline-flex min-h-11 items-center font-semibold text-plum-700 [overflow-wrap:anywhere] underline underline-offset-4 hover:text-plum-900";

export function ContactCards({ studio }: { studio: Studio }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      <li className={cardClass}>
        <Mail className={iconClass} />
        <h3 className="mt-3 text-xl font-semibold">Email</h3>
        <a href={`mailto:${studio.email}`} className={linkClass}>
          {studio.email}
        </a>
      </li>
      <li className={cardClass}>
        <Phone className={iconClass} />
        <h3 className="mt-3 text-xl font-semibold">Phone</h3>
        <a href={telHref(studio.phone)} className={linkClass}>
          {studio.phone}
        </a>
      </li>
      <li className={cardClass}>
        <MapPin className={iconClass} />
        <h3 className="mt-3 text-xl font-semibold">Studio</h3>
        <address className="mt-2 not-italic">{formatAddress(studio)}</address>
      </li>
      <li className={cardClass}>
        <Clock className={iconClass} />
        <h3 className="mt-3 text-xl font-semibold">Opening hours</h3>
        <dl className="mt-2 space-y-1">
          {summariseOpeningHours(studio.hours).map((row) => (
            <div key={row.days}>
              <dt className="font-semibold">{row.days}</dt>
              <dd className="text-muted">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </li>
    </ul>
  );
}
