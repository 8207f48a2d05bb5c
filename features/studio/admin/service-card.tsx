import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { AdminService } from "./services-data";
import { Badge } from "~/ui/admin/badge";
import { formatPrice } from "~/lib/money";
import { ServiceEditor } from "./service-editor";
import { ServiceHistory } from "./service-history";
import { stateWords } from "./service-words";

const stateTone = { live: "green", "coming-soon": "blue", paused: "grey" } as const;

/** One service: what it costs and whether it can be booked, its form behind "Edit", and its history. */
export function ServiceCard({ service, earlyAccessDays }: { service: AdminService; earlyAccessDays: number }) {
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const headingId = `service-${service.slug}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            <span aria-hidden="true">{service.emoji}</span>
            {service.name}
            <Badge tone={stateTone[service.state]} label="State">
              {stateWords[service.state]}
            </Badge>
          </h3>
          <p className="mt-1 text-muted">
            {formatPrice(service.pricePence)} · {service.durationLabel}
            {service.packages.length > 0 && ` · ${service.packages.length} ${service.packages.length === 1 ? "package" : "packages"}`}
            {service.state !== "live" && service.launchText && ` · “${service.launchText}”`}
            {service.earlyBirdPricePence !== null && ` · early bird ${formatPrice(service.earlyBirdPricePence)}`}
          </p>
        </div>
        <button type="button" className="btn-secondary" aria-expanded={editing} aria-controls={formId} onClick={() => setEditing(!editing)}>
          {editing ? "Close" : "Edit"}
          <span className="sr-only"> {service.name}</span>
          <ChevronDown aria-hidden="true" size={18} className={editing ? "rotate-180" : undefined} />
        </button>
      </div>
      <div id={formId} hidden={!editing}>
        {editing && <ServiceEditor service={service} earlyAccessDays={earlyAccessDays} />}
      </div>
      <ServiceHistory service={service} />
    </article>
  );
}
