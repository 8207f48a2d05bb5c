import { Sparkles } from "lucide-react";
import type { ServicesData } from "./services-data";
import { EmptyState } from "~/ui/admin/empty-state";
import { ServiceCard } from "./service-card";
import { StudioFactsForm } from "./studio-facts-form";

/**
 * What the studio sells and at what price (DESIGN 9): each service's facts, changed here without a developer, and
 * the studio-wide facts (the accessibility statement's review date). Pages show a change at once.
 */
export function ServicesPanel({ services }: { services: ServicesData | undefined }) {
  if (!services) return <p className="text-muted">Loading the services…</p>;
  return (
    <div className="grid gap-12">
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-2xl font-semibold">
          Services
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          Prices, durations, packages and whether each treatment can be booked. A change shows on every page and is charged from the next booking.
        </p>
        {services.services.length === 0 ? (
          <div className="mt-5">
            <EmptyState icon={Sparkles} title="No services" text="Services come from the catalogue; none was found." />
          </div>
        ) : (
          <ul className="mt-5 grid gap-4">
            {services.services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} earlyAccessDays={services.earlyAccessDays} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <StudioFactsForm facts={services.studioFacts} lastChanges={services.studioFactChanges} />
    </div>
  );
}
