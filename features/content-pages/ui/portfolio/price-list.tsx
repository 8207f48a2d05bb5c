import { Check, Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { PriceListItem } from "~/features/content-pages/portfolio";
import { bookTreatmentPath } from "~/features/booking";
import { formatPrice } from "~/lib/money";

export function PriceList({ items }: { items: readonly PriceListItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.slug}
          className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-sm ${
            item.popular ? "ring-2 ring-plum-700" : "ring-1 ring-blush-200"
          }`}
        >
          {item.popular ? (
            <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-plum-700 px-4 py-1 text-sm font-semibold whitespace-nowrap text-white">
              Client Favorite
            </p>
          ) : null}
          <h3 className="text-2xl font-semibold">{item.name}</h3>
          <p className="text-sm text-muted">{item.technique}</p>
          <p className="mt-4 font-display text-4xl font-semibold text-plum-800">{formatPrice(item.pricePence)}</p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-4 text-plum-600" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd>{item.durationLabel}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Sparkles aria-hidden="true" className="size-4 text-plum-600" />
                <span className="sr-only">Lasts</span>
              </dt>
              <dd>{item.longevity}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">{item.description}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {item.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-plum-600" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 mb-5 text-sm font-semibold text-gold-600">{item.urgency}</p>
          <Link to={bookTreatmentPath(item.slug)} className={`${item.popular ? "btn-primary" : "btn-secondary"} mt-auto w-full px-3`}>
            Book {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
