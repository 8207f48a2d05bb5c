import { Link } from "react-router";
import { useCatalogue } from "~/features/studio";
import { ServiceCard } from "~/features/content-pages/ui/services/service-card";
import { lineCard, treatmentLines } from "~/features/content-pages/treatment-lines";

/** The four doors into the studio (spec section 2), each to where that journey starts in its current state. */
export function ServicesOverview() {
  const { services } = useCatalogue();
  const categories = treatmentLines.map((line) => lineCard(line, services));
  const onTheirWay = categories.some((card) => !card.open);
  return (
    <section aria-labelledby="services-overview-title" className="container-page py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="services-overview-title" className="text-3xl font-semibold sm:text-4xl">
          Our Magical Treatments
        </h2>
        <p className="mt-4 text-lg text-muted">
          From brows that frame your face to skin and body treatments{onTheirWay ? " on their way" : ""}, every
          appointment is tailored to you.
        </p>
      </div>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.name}>
            <Link
              to={category.to}
              className="group flex h-full flex-col rounded-3xl bg-plum-800 p-6 text-white transition-colors hover:bg-plum-900"
            >
              <span aria-hidden="true" className="text-3xl">
                {category.emoji}
              </span>
              <span className="mt-3 font-display text-xl font-semibold">{category.name}</span>
              <span className="mt-1 inline-block w-fit rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-semibold text-plum-900">
                {category.status}
              </span>
              <span className="mt-3 flex-1 text-blush-100">{category.description}</span>
              <span className="mt-4 font-semibold underline decoration-gold-400 underline-offset-4 group-hover:decoration-2">
                {category.action}
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <p className="mt-14 text-center font-display text-2xl font-semibold text-plum-900">Every treatment at a glance</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/services" className="btn-primary">
          View All Services & Pricing
        </Link>
      </div>
    </section>
  );
}
