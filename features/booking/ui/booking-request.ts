import type { PendingBooking } from "~/features/booking/pages/booking-session";
import type { Slot } from "~/features/booking/rules/times/availability";
import type { BasketItem, PricedBasket } from "~/features/booking/rules/basket";
import type { MarketingChoices } from "~/features/marketing";
import { HONEYPOT_FIELD } from "~/lib/form-messages";
import type { BookActionData } from "~/features/booking/pages/book-page";
import type { FieldErrors } from "~/lib/forms";
import type { BookingDetails } from "./details-form";

/** What /book's details step sends to its action: her details and choices, each only when it was asked. */
export function bookingRequestOf(chosen: {
  details: BookingDetails;
  basket: PricedBasket;
  slot: Slot;
  items: readonly BasketItem[];
  policyAccepted: boolean;
  /** Asked only inside the 14-day cancellation period. */
  earlyStart?: boolean;
  practitionerId?: string;
  marketing: MarketingChoices;
  textsOk: boolean;
  patchTest?: "recent" | "booked";
  patchSlot?: Slot;
  access?: string;
  offer?: string;
  honeypot: string;
  consultation?: unknown;
}) {
  const { details } = chosen;
  return {
    ...details,
    ...(details.notes.trim() === "" ? {} : { notes: details.notes }),
    service: chosen.basket.label,
    preferredDate: chosen.slot.date,
    preferredTime: chosen.slot.time,
    items: chosen.items.map((item) => (item.type === "package" ? { ...item, packageIndex: item.packageIndex ?? 0 } : { id: item.id, type: item.type })),
    policyAccepted: chosen.policyAccepted,
    ...(chosen.earlyStart !== undefined ? { earlyStartRequested: chosen.earlyStart } : {}),
    ...(chosen.practitionerId ? { practitionerId: chosen.practitionerId } : {}),
    ...chosen.marketing,
    ...(chosen.textsOk ? { textsOk: true } : {}),
    ...(chosen.patchTest ? { patchTest: chosen.patchTest } : {}),
    ...(chosen.patchSlot ? { patchTestDate: chosen.patchSlot.date, patchTestTime: chosen.patchSlot.time } : {}),
    ...(chosen.access ? { access: chosen.access } : {}),
    ...(chosen.offer ? { offer: chosen.offer } : {}),
    ...(chosen.honeypot ? { [HONEYPOT_FIELD]: chosen.honeypot } : {}),
    ...(chosen.consultation !== undefined ? { consultation: chosen.consultation } : {}),
  };
}

/** What the checkout and a step back to /book read of the booking just held (session storage, spec section 7). */
export function pendingBookingOf(
  held: { id: string; totalPence: number; holdExpiresAt: string | null },
  { details, basket, slot, notes, items, patchTest }: { details: BookingDetails; basket: PricedBasket; slot: Slot; notes?: string; items: PendingBooking["items"]; patchTest?: "recent" | "booked" },
): PendingBooking {
  return {
    bookingId: held.id,
    name: details.name,
    email: details.email,
    phone: details.phone,
    service: basket.label,
    preferredDate: slot.date,
    preferredTime: slot.time,
    notes,
    selectedServices: basket.lines.map((line) => ({ id: line.id, name: line.name, price: line.pricePence, type: line.type })),
    totalAmount: held.totalPence,
    holdExpiresAt: held.holdExpiresAt,
    items,
    patchTest,
  };
}

type Refused = Extract<BookActionData, { ok: false }>;

/** Where a refused booking sends her: the step, field or note that can put it right (the codes are the API's). */
export type Refusal =
  | { to: "times" | "patch-time" | "services" | "practitioner" | "toast"; message: string; patchTestError?: string }
  | { to: "form"; message: string; revalidate: boolean }
  | { to: "fields"; fieldErrors: FieldErrors; message: string }
  | { to: "not-eligible"; reasons: string[]; suggestion: NonNullable<NonNullable<Refused["details"]>["suggestion"]> }
  | { to: "unknown" };

export function refusalOf(answer: Refused, detailFields: readonly string[]): Refusal {
  const fieldErrors = answer.fieldErrors ?? {};
  switch (answer.code) {
    case "slot-taken":
    case "slot-closed":
    case "slot-off-grid":
    case "slot-too-soon":
    case "slot-too-far":
      return { to: "times", message: answer.message };
    case "patch-test-time":
      return { to: "patch-time", message: answer.message };
    case "too-many-free-bookings":
      return { to: "form", message: answer.message, revalidate: false };
    // The page's data afresh shows what the link allows now, or the current form (what she typed stays where the
    // questions are the same).
    case "early-access-only":
    case "early-access-invalid":
    case "early-access-expired":
    case "early-access-used":
    case "early-access-in-use":
    case "consultation-form-changed":
      return { to: "form", message: answer.message, revalidate: true };
    case "patch-test-required":
    case "basket":
      return { to: "services", message: answer.message, patchTestError: fieldErrors.patchTest?.[0] };
    case "early-start-required":
    case "consultation-required":
    case "health-consent-required":
      return { to: "fields", fieldErrors, message: answer.message };
    case "throttled":
      return { to: "toast", message: answer.message };
    case "not-eligible":
      return { to: "not-eligible", reasons: answer.details?.reasons ?? [], suggestion: answer.details?.suggestion ?? { text: "", linkText: "Contact us", href: "/contact" } };
    case "invalid": {
      const time = fieldErrors.preferredTime?.[0] ?? fieldErrors.preferredDate?.[0];
      if (time) return { to: "times", message: time };
      if (fieldErrors.practitionerId?.length) return { to: "practitioner", message: fieldErrors.practitionerId[0]! };
      if (fieldErrors.patchTest?.length || fieldErrors.items?.length) return { to: "services", message: answer.message, patchTestError: fieldErrors.patchTest?.[0] };
      if (detailFields.some((name) => fieldErrors[name]?.length) || Object.keys(fieldErrors).some((name) => name.startsWith("consultation."))) {
        return { to: "fields", fieldErrors, message: answer.message };
      }
      return { to: "unknown" };
    }
  }
  return { to: "unknown" };
}
