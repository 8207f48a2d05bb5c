import { Check, Clock, Plus } from "lucide-react";
import type { MenuService } from "~/features/booking/pages/book-page";
import type { BasketItem } from "~/features/booking/rules/basket";
import { hasItem } from "~/features/booking/rules/booking-selection";
import { formatDuration } from "~/lib/display-time";
import { formatPrice } from "~/lib/money";

const priceText = (pence: number) => (pence === 0 ? "Free" : formatPrice(pence));

function ToggleMark({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 ${
        on ? "border-plum-700 bg-plum-700 text-white" : "border-plum-500/70 bg-white text-plum-700"
      }`}
    >
      {on ? <Check size={16} strokeWidth={3} /> : <Plus size={16} strokeWidth={3} />}
    </span>
  );
}

/** One bookable treatment: the card's heading is its toggle, and each package toggles on its own beneath. */
export function ServiceOption({
  service,
  items,
  onToggle,
}: {
  service: MenuService;
  items: readonly BasketItem[];
  onToggle: (item: BasketItem) => void;
}) {
  const serviceItem: BasketItem = { id: service.id, type: "service" };
  const chosen = hasItem(items, serviceItem);
  const anyChosen = chosen || items.some((item) => item.id === service.id);
  return (
    <article
      className={`flex h-full flex-col rounded-3xl border-2 bg-white p-5 shadow-sm transition-colors ${
        anyChosen ? "border-plum-700" : "border-blush-200"
      }`}
    >
      <h3 className="text-xl font-semibold">
        <button
          type="button"
          aria-pressed={chosen}
          onClick={() => onToggle(serviceItem)}
          className="flex min-h-11 w-full items-start gap-3 rounded-2xl text-left"
        >
          <span aria-hidden="true" className="text-3xl leading-none">
            {service.emoji}
          </span>
          <span className="grid flex-1 gap-0.5">
            <span>{service.name}</span>
            <span className="font-sans text-base font-semibold text-plum-700">
              {service.included ? "Included" : priceText(service.pricePence)}
              <span className="font-normal text-muted"> · {formatDuration(service.durationMinutes)}</span>
            </span>
          </span>
          <ToggleMark on={chosen} />
        </button>
      </h3>
      <p className="mt-1 text-sm font-medium text-plum-600">{service.technique}</p>
      {service.packages.length > 0 && (
        <div className="mt-4 rounded-2xl bg-blush-50 p-3">
          <p id={`${service.id}-packages`} className="text-sm font-semibold text-plum-900">
            Packages
          </p>
          <ul aria-labelledby={`${service.id}-packages`} className="mt-2 grid gap-2">
            {service.packages.map((pkg, packageIndex) => {
              const item: BasketItem = { id: service.id, type: "package", packageIndex };
              const on = hasItem(items, item);
              return (
                <li key={pkg.name}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(item)}
                    className={`flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm ${
                      on ? "border-plum-700 bg-white" : "border-blush-200 bg-white/70"
                    }`}
                  >
                    <span className="flex-1">
                      <span className="font-semibold text-ink">
                        {service.name} – {pkg.name}
                      </span>
                      <span className="block text-muted">
                        <Clock aria-hidden="true" size={14} className="mr-1 inline" />
                        {formatDuration(pkg.durationMinutes)} a session
                      </span>
                    </span>
                    <span className="font-semibold text-plum-800">{priceText(pkg.pricePence)}</span>
                    <ToggleMark on={on} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </article>
  );
}
