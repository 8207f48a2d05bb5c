import { Quote, Star } from "lucide-react";
import { Link } from "react-router";
import { bookTreatmentPath } from "~/features/booking";
import type { PortfolioService } from "~/features/content-pages/portfolio";
import { BeforeAfterPair } from "./before-after-pair";

/** One service's results: before/after pairs, what a client said, and a way to book it. */
export function ServiceGallery({ service }: { service: PortfolioService }) {
  return (
    <article aria-labelledby={`gallery-${service.id}-title`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-blush-200 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`gallery-${service.id}-title`} className="text-2xl font-semibold">
          {service.filterLabel}
        </h3>
        {service.name !== service.filterLabel ? (
          <p className="text-sm font-semibold tracking-wide text-plum-700 uppercase">{service.name}</p>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-muted">{service.description}</p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {service.beforeAfter.map((pair, index) => (
          <li key={pair.before}>
            <BeforeAfterPair pair={pair} serviceName={service.name} dialogId={`enlarge-${service.id}-${index + 1}`} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <figure className="max-w-2xl rounded-2xl bg-blush-50 p-5">
          <p className="flex gap-0.5 text-gold-600" role="img" aria-label={`Rated ${service.testimonial.rating} out of 5`}>
            {Array.from({ length: service.testimonial.rating }, (_, index) => (
              <Star key={index} className="size-4 fill-current" />
            ))}
          </p>
          <blockquote className="mt-2 flex gap-2">
            <Quote className="size-5 shrink-0 text-plum-500" />
            <p className="italic">{service.testimonial.text}</p>
          </blockquote>
          <figcaption className="mt-2 font-semibold text-plum-900">{service.testimonial.name}</figcaption>
        </figure>
        <Link to={bookTreatmentPath(service.id)} className="btn-primary shrink-0">
          Book {service.name}
        </Link>
      </div>
    </article>
  );
}
