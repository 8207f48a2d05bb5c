import type { Slot } from "./times/availability";
import type { BasketItem } from "./basket";

export { needsPatchTestAnswer } from "./basket";

/** A practitioner she may name for her basket (DESIGN 10); `photo` is her photo's address (photoAddress), or none. */
export interface PractitionerOption {
  id: string;
  name: string;
  bio: string;
  photo: string | null;
}

/**
 * What the booking page keeps while a client chooses: which treatments and packages are in the basket (each
 * toggles on its own), whether the patch-test question must be asked, and the free times grouped by day.
 */

export function itemKey(item: BasketItem): string {
  return item.type === "package" ? `${item.id}:${item.packageIndex}` : item.id;
}

export function hasItem(items: readonly BasketItem[], item: BasketItem): boolean {
  const key = itemKey(item);
  return items.some((chosen) => itemKey(chosen) === key);
}

/**
 * Adds the item, or takes it out if it is already there; the order of choosing is kept. A course (`isCourse`) is
 * booked on its own (priceBasket), so choosing one empties the basket, and choosing anything else takes it out.
 */
export function toggleItem(items: readonly BasketItem[], item: BasketItem, isCourse: (item: BasketItem) => boolean = () => false): BasketItem[] {
  if (hasItem(items, item)) return items.filter((chosen) => itemKey(chosen) !== itemKey(item));
  return isCourse(item) ? [item] : [...items.filter((chosen) => !isCourse(chosen)), item];
}

/** The availability API's `items` parameter: the inverse of parseItemsParam. */
export function itemsParam(items: readonly BasketItem[]): string {
  return items.map(itemKey).join(",");
}

/** Free start times per London day, in the order the API gave them. */
export function slotsByDate(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = days.get(slot.date);
    if (day) day.push(slot);
    else days.set(slot.date, [slot]);
  }
  return days;
}
