import { isLive, type Service } from "~/features/studio";
import { PriceBadge } from "./price-badge";

/** The top of every service card: emoji, price badge, name and technique. Each card chooses its price label. */
export function ServiceCardHeader({ service, priceLabel }: { service: Service; priceLabel: string }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="text-4xl">
          {service.emoji}
        </span>
        <PriceBadge label={priceLabel} comingSoon={!isLive(service)} />
      </div>
      <h3 className="mt-4 text-xl font-semibold">{service.name}</h3>
      <p className="text-sm font-medium text-plum-600">{service.technique}</p>
    </>
  );
}
