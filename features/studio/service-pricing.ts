import { launchLabel, lowestPricePence } from "./catalogue";
import { isLive } from "./launch-state";
import type { Service } from "./catalogue-types";
import { formatPrice, penceToPounds } from "~/lib/money";

/**
 * How a service's price reads in each place it appears. One function per rule so every card, badge and piece of
 * structured data says the same thing (DESIGN section 1: the catalogue wins over the spec's conflicting figures).
 */

/** Home service cards: the launch text ('Returning soon'), 'From £x' for services sold in packages, else '£x'. */
export function serviceCardPriceLabel(service: Service): string {
  if (!isLive(service)) return launchLabel(service);
  return service.packages.length > 0 ? `From ${formatPrice(service.pricePence)}` : formatPrice(service.pricePence);
}

/** The price badge on the services page: the launch text, 'From £x' or '£x'. */
export function servicesBadgeLabel(service: Service): string {
  if (!isLive(service)) return launchLabel(service);
  return service.packages.length > 0 ? `From ${formatPrice(service.pricePence)}` : formatPrice(service.pricePence);
}

/** The service detail page: 'Coming Soon' or the price. */
export function detailPriceLabel(service: Service): string {
  return !isLive(service) ? "Coming Soon" : formatPrice(service.pricePence);
}

/** The home highlight grid: 'from £x', the lowest price the catalogue offers for the service. */
export function highlightPriceLabel(service: Service): string {
  return `from ${formatPrice(lowestPricePence(service))}`;
}

/** Structured data's priceRange, e.g. '£20-£55': cheapest to dearest of the services that can be booked now. */
export function priceRange(services: readonly Service[]): string {
  const prices = services.filter((service) => isLive(service)).map(lowestPricePence);
  if (prices.length === 0) return "";
  const low = formatPrice(Math.min(...prices));
  const high = formatPrice(Math.max(...prices));
  return low === high ? low : `${low}-${high}`;
}

/** A schema.org Offer price: pounds with two decimals and no currency sign, e.g. '35.00'. */
export function offerPrice(service: Service): string {
  return penceToPounds(service.pricePence);
}

/** Shortest and longest single appointment across the catalogue and its packages, e.g. '30-90 min'. */
export function treatmentTimeRange(services: readonly Service[]): string {
  const minutes = services.flatMap((service) => [
    service.durationMinutes,
    ...service.packages.map((pkg) => pkg.durationMinutes),
  ]);
  if (minutes.length === 0) return "";
  return `${Math.min(...minutes)}-${Math.max(...minutes)} min`;
}
