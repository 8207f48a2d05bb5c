import type { EarlyAccessRefusal, PatchTestRule, ServiceFacts } from "~/features/studio";
import { patchTestServiceId } from "./patch-test-rule";

/** What the browser asks for; prices are never taken from it (DESIGN section 3). */
export interface BasketItem {
  id: string;
  type: "service" | "package";
  packageIndex?: number;
}

export interface PricedLine {
  id: string;
  type: "service" | "package";
  packageIndex?: number;
  name: string;
  pricePence: number;
  durationMinutes: number;
  patchTest: PatchTestRule;
  /** A package's sessions: more than one makes the booking buy a course (docs/decisions/0021). */
  sessions?: number;
}

/**
 * Henna always needs a patch test and tint does for first-timers or after 6 months (DESIGN section 3), so a basket
 * holding either must say how the patch test is covered. The page asks the question and createBooking refuses a
 * booking without an answer from this one rule.
 */
const askedRules: readonly PatchTestRule[] = ["always", "first-time-or-lapsed"];

/** What a basket may hold: the bookable services' facts as they stand (bookableFacts over currentServiceFacts). */
export type BookableMenu = readonly ServiceFacts[];

export function needsPatchTestAnswer(items: readonly BasketItem[], menu: BookableMenu): boolean {
  return items.some((item) => {
    const rule = menu.find((service) => service.id === item.id)?.patchTest;
    return rule !== undefined && askedRules.includes(rule);
  });
}

/** The free patch test is booked with the treatment that needs it (its own time on /book), never as a line beside it. */
export const patchTestBesideMessage = "Your treatment books its own patch test: please take the separate Patch Test out of your basket.";

/** Whether the separate Patch Test may be offered beside this basket: not when a treatment in it books its own. */
export function offersSeparatePatchTest(items: readonly BasketItem[], menu: BookableMenu): boolean {
  return !needsPatchTestAnswer(items, menu);
}

export interface PricedBasket {
  lines: PricedLine[];
  totalPence: number;
  durationMinutes: number;
  /** "Dream Shade, Brow Lift – 6 Sessions": the label stored as the booking's service. */
  label: string;
}

export class BasketError extends Error {}

/** A course's first session is its own appointment, so that cancelling it gives back a session and nothing else. */
export const packageAloneMessage = "A course of sessions is booked on its own: please book other treatments separately.";
/**
 * A basket an early-access window refuses (docs/decisions/0020): a launched service without a link, or a link that
 * is unknown, expired, spent or holding a time elsewhere. Answered 409 with its code, never as a bad basket.
 */
export class EarlyAccessError extends BasketError {
  readonly code: EarlyAccessRefusal;
  constructor(code: EarlyAccessRefusal, message: string) {
    super(message);
    this.code = code;
  }
}

/** Prices and times a basket from the menu alone; any unknown, unavailable or repeated item is refused. */
export function priceBasket(items: readonly BasketItem[], menu: BookableMenu): PricedBasket {
  if (items.length === 0) throw new BasketError("Please select a service");
  const seen = new Set<string>();
  const lines = items.map((item): PricedLine => {
    const service = menu.find((entry) => entry.id === item.id);
    if (!service) throw new BasketError(`"${item.id}" is not a treatment we can book online`);
    const key = `${item.id}:${item.type === "package" ? item.packageIndex : "-"}`;
    if (seen.has(key)) throw new BasketError(`${service.name} is in the basket twice`);
    seen.add(key);
    if (item.type === "service") {
      return { id: service.id, type: "service", name: service.name, pricePence: service.pricePence, durationMinutes: service.durationMinutes, patchTest: service.patchTest };
    }
    const chosen = item.packageIndex === undefined ? undefined : service.packages[item.packageIndex];
    if (!chosen) throw new BasketError(`${service.name} has no such package`);
    return {
      id: service.id,
      type: "package",
      packageIndex: item.packageIndex,
      name: `${service.name} – ${chosen.name}`,
      pricePence: chosen.pricePence,
      durationMinutes: chosen.durationMinutes,
      patchTest: service.patchTest,
      sessions: chosen.sessions,
    };
  });
  if (items.length > 1 && lines.some((line) => (line.sessions ?? 1) > 1)) throw new BasketError(packageAloneMessage);
  if (items.some((item) => item.id === patchTestServiceId) && !offersSeparatePatchTest(items, menu)) throw new BasketError(patchTestBesideMessage);
  return {
    lines,
    totalPence: lines.reduce((sum, line) => sum + line.pricePence, 0),
    durationMinutes: lines.reduce((sum, line) => sum + line.durationMinutes, 0),
    label: lines.map((line) => line.name).join(", "),
  };
}

/** `henna-brows,brow-lift:1` (the availability API's items parameter) → basket items. */
export function parseItemsParam(value: string): BasketItem[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id = "", index] = part.split(":");
      if (index === undefined) return { id, type: "service" as const };
      if (!/^\d{1,3}$/.test(index)) throw new BasketError(`"${part}" is not ID or ID:PACKAGE_INDEX`);
      return { id, type: "package" as const, packageIndex: Number(index) };
    });
}
