import { useId } from "react";
import { useServiceFacts } from "~/features/studio";
import { FieldError } from "~/ui/forms/field-error";

/** The studio's services as checkboxes (a member's, or those that need a room or machine), by slug. */
export function ServiceChoice({ legend, chosen, onChange, error }: { legend: string; chosen: string[]; onChange: (slugs: string[]) => void; error?: string }) {
  const services = useServiceFacts();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2">
      <legend className="mb-1 font-medium text-ink">{legend}</legend>
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded-xl border border-blush-200 p-2 sm:grid-cols-2">
        {services.map((service) => (
          <label key={service.slug} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-blush-50">
            <input
              type="checkbox"
              checked={chosen.includes(service.slug)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(event.target.checked ? [...chosen, service.slug] : chosen.filter((slug) => slug !== service.slug))}
              className="size-5 shrink-0 accent-plum-700"
            />
            {service.name}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A slug as the studio names it. */
export function useServiceName(): (slug: string) => string {
  const services = useServiceFacts();
  return (slug) => services.find((service) => service.slug === slug)?.name ?? slug;
}
