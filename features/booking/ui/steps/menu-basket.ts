import type { BasketItem, PricedBasket } from "~/features/booking/rules/basket";
import type { MenuService } from "~/features/booking/pages/book-page";

/** The summary's prices, from the menu the loader sent (hers, when she is a member); the server prices the booking itself. */
export function priceFromMenu(menu: readonly MenuService[], items: readonly BasketItem[]): PricedBasket | undefined {
  // A member's included treatment: the dearest single one the loader marked, as checkout's memberPrice takes it.
  let free: PricedBasket["lines"][number] | undefined;
  const lines = items.flatMap((item) => {
    const service = menu.find((entry) => entry.id === item.id);
    const pkg = item.type === "package" && item.packageIndex !== undefined ? service?.packages[item.packageIndex] : undefined;
    if (!service || (item.type === "package" && !pkg)) return [];
    const chosen = pkg ?? service;
    const line = {
      id: service.id,
      type: item.type,
      packageIndex: item.packageIndex,
      name: pkg ? `${service.name} – ${pkg.name}` : service.name,
      pricePence: chosen.pricePence,
      durationMinutes: chosen.durationMinutes,
      patchTest: "none" as const,
    };
    if (!pkg && service.included && (free?.pricePence ?? -1) < line.pricePence) free = line;
    return [line];
  });
  if (lines.length === 0) return undefined;
  if (free) free.pricePence = 0;
  return {
    lines,
    totalPence: lines.reduce((sum, line) => sum + line.pricePence, 0),
    durationMinutes: lines.reduce((sum, line) => sum + line.durationMinutes, 0),
    label: lines.map((line) => line.name).join(", "),
  };
}
