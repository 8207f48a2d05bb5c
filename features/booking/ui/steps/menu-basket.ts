import type { BasketItem, PricedBasket } from "~/features/booking/basket";
import type { MenuService } from "~/features/booking/pages/book-page";

/** The summary's prices, from the menu the loader sent; the server prices the booking itself. */
export function priceFromMenu(menu: readonly MenuService[], items: readonly BasketItem[]): PricedBasket | undefined {
  const lines = items.flatMap((item) => {
    const service = menu.find((entry) => entry.id === item.id);
    const pkg = item.type === "package" && item.packageIndex !== undefined ? service?.packages[item.packageIndex] : undefined;
    if (!service || (item.type === "package" && !pkg)) return [];
    const chosen = pkg ?? service;
    return [
      {
        id: service.id,
        type: item.type,
        packageIndex: item.packageIndex,
        name: pkg ? `${service.name} – ${pkg.name}` : service.name,
        pricePence: chosen.pricePence,
        durationMinutes: chosen.durationMinutes,
        patchTest: "none" as const,
      },
    ];
  });
  if (lines.length === 0) return undefined;
  return {
    lines,
    totalPence: lines.reduce((sum, line) => sum + line.pricePence, 0),
    durationMinutes: lines.reduce((sum, line) => sum + line.durationMinutes, 0),
    label: lines.map((line) => line.name).join(", "),
  };
}
