import { BasketError, parseItemsParam, type BasketItem } from "~/features/booking/rules/basket";
import { itemsParam } from "~/features/booking/rules/booking-selection";
import { isUuid } from "~/lib/ids";
import { isValidDate } from "~/lib/zoned-time";

/**
 * The booking choice as /book keeps it in its URL, so a reload or Back shows the same step and choice:
 * `?items=henna-brows,brow-lift:1&patch=recent&step=time&practitioner=<id>&date=2026-05-04&time=10:30`. Personal
 * details never go in the URL. Anything unreadable is dropped rather than refused: the page then asks again.
 */

export type BookingStep = "services" | "time" | "details";
export type PatchTestAnswer = "recent" | "booked";

export interface BookingChoice {
  items: BasketItem[];
  patchTest: PatchTestAnswer | undefined;
  step: BookingStep;
  date: string | undefined;
  time: string | undefined;
  /** The practitioner she named (a staff member's id); absent, any (DESIGN 10). */
  practitioner?: string;
  /** An early-access link's token (docs/decisions/0020): kept through the steps, sent with the booking. */
  access?: string;
  /** A freed time's offer token (docs/decisions/0064): its held time is hers, sent with the booking. */
  offer?: string;
}

const steps: readonly BookingStep[] = ["services", "time", "details"];
const TIME = /^\d{2}:\d{2}$/;
const ACCESS = /^[A-Za-z0-9_-]{1,100}$/;

function readItems(value: string | null): BasketItem[] {
  try {
    return value ? parseItemsParam(value) : [];
  } catch (error) {
    if (error instanceof BasketError) return [];
    throw error;
  }
}

export function readBookingChoice(params: URLSearchParams): BookingChoice {
  const items = readItems(params.get("items"));
  const patch = params.get("patch");
  const step = steps.find((name) => name === params.get("step")) ?? "services";
  const date = params.get("date") ?? "";
  const time = params.get("time") ?? "";
  const access = params.get("access") ?? "";
  const offer = params.get("offer") ?? "";
  const practitioner = params.get("practitioner");
  return {
    ...(ACCESS.test(access) ? { access } : {}),
    ...(ACCESS.test(offer) ? { offer } : {}),
    ...(isUuid(practitioner) ? { practitioner } : {}),
    items,
    patchTest: patch === "recent" || patch === "booked" ? patch : undefined,
    // No step past the first without a basket to book.
    step: items.length === 0 ? "services" : step,
    date: isValidDate(date) ? date : undefined,
    time: isValidDate(date) && TIME.test(time) ? time : undefined,
  };
}

export function bookingChoiceParams(choice: BookingChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.items.length > 0) params.set("items", itemsParam(choice.items));
  if (choice.patchTest) params.set("patch", choice.patchTest);
  if (choice.step !== "services") params.set("step", choice.step);
  if (choice.practitioner) params.set("practitioner", choice.practitioner);
  if (choice.date) params.set("date", choice.date);
  if (choice.date && choice.time) params.set("time", choice.time);
  if (choice.access) params.set("access", choice.access);
  if (choice.offer) params.set("offer", choice.offer);
  return params;
}

/** /book with one treatment already chosen: where every Book button about a treatment leads. */
export function bookTreatmentPath(serviceId: string): string {
  const choice: BookingChoice = { items: [{ id: serviceId, type: "service" }], patchTest: undefined, step: "services", date: undefined, time: undefined };
  return `/book?${bookingChoiceParams(choice).toString()}`;
}

/**
 * Whether /book's loader must run again after its URL changed: only when the basket, the step or the practitioner
 * changed (new free times to find). Choosing a day or a time is answered from the times already loaded.
 */
export function choiceNeedsReload(current: URL, next: URL): boolean {
  const before = readBookingChoice(current.searchParams);
  const after = readBookingChoice(next.searchParams);
  return itemsParam(before.items) !== itemsParam(after.items) || before.step !== after.step || before.access !== after.access || before.practitioner !== after.practitioner;
}
