import { Check } from "lucide-react";
import { lowestPricePence } from "~/features/studio";
import type { Service } from "~/features/studio";
import { formatPrice } from "~/lib/money";

/** The catalogue's account of the treatment: its facts, description and benefits. */
export function AboutCard({ service }: { service: Service }) {
  const facts = [
    { term: "Treatment", detail: service.technique },
    { term: "Appointment", detail: service.durationLabel },
    { term: "Price", detail: `From ${formatPrice(lowestPricePence(service))}` },
  ];
  return (
    <section aria-labelledby="about-title" className="rounded-3xl border border-blush-200 bg-blush-50 p-6 sm:p-8">
      <h2 id="about-title" className="text-3xl font-semibold">
        About {service.name}
      </h2>
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.term} className="rounded-xl bg-white px-4 py-3">
            <dt className="text-sm font-medium text-muted">{fact.term}</dt>
            <dd className="font-semibold text-plum-900">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 space-y-4 text-ink">
        {service.fullDescription.split("\n\n").map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-6 text-xl font-semibold">What you can look forward to</h3>
      <ul className="mt-3 grid gap-2">
        {service.benefits.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" size={18} className="mt-1 shrink-0 text-plum-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
