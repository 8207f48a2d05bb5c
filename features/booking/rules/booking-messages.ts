/**
 * The booking messages (spec section 5, verbatim), apart from booking-form.ts so pages can say them without loading
 * Zod; booking-form re-exports them.
 */
import type { SlotCheck } from "./times/availability";
import type { BookingSettingsCopy } from "./times/booking-settings";

export const bookingMessages = {
  notFound: "Booking not found",
  date: "Please choose a date",
  time: "Please choose a time",
  items: "Please select a service",
  notes: "Notes must be 1,000 characters or fewer",
  practitioner: "Please choose one of our practitioners, or any",
  closed: "We're closed then: please choose a time within our opening hours.",
  offGrid: "Please choose one of the times offered.",
  /** The lead time and horizon come from the settings (bookingSettingsCopy), never from a literal. */
  tooSoon: (copy: Pick<BookingSettingsCopy, "lead">) => `Please choose a time at least ${copy.lead} from now.`,
  tooFar: (copy: Pick<BookingSettingsCopy, "horizon">) => `We take bookings up to ${copy.horizon} ahead: please choose an earlier date.`,
  taken: "Sorry, that time has just been taken. Please choose another.",
  holdExpired: "Your held time has expired. Please choose your time again.",
  holdExtendedOnce: "Your time can be kept longer only once. Please pay now, or choose your time again.",
  noHold: "This booking is not waiting for payment, so there is no hold to extend.",
  alreadyPaid: "This booking is already paid.",
  nothingToPay: "This booking has nothing to pay.",
  patchTest: "Please tell us about your patch test",
  patchTestTime: "Please choose a time for your patch test, 24 to 48 hours before your treatment",
  patchTestTaken: "That patch-test time has just been taken. Please choose another.",
  tooManyFree: "You already have free appointments booked with us. Please come to those first, or call us to add another.",
  /** She asked for a reminder by text and the phone number is not one a text can reach. */
  textsPhone: "Please enter a mobile number we can text, or untick the text reminder",
  /** The booking policy's consent, which /book requires (its action checks it with the schema). */
  policy: "Please accept the booking policy",
} as const;

/** Why a booking cannot be paid for now (paymentRefusal), as the checkout, its API and the voucher calls say it. */
export const paymentRefusalMessages = {
  "already-paid": bookingMessages.alreadyPaid,
  "hold-expired": bookingMessages.holdExpired,
  "nothing-to-pay": bookingMessages.nothingToPay,
} as const;
export type PaymentRefusalCode = keyof typeof paymentRefusalMessages;

/** Why a hold cannot be kept longer (extendHold). */
export const holdRefusalMessages = {
  "hold-already-extended": bookingMessages.holdExtendedOnce,
  "hold-expired": bookingMessages.holdExpired,
  "no-hold": bookingMessages.noHold,
} as const;

/** The machine codes of slot refusals, sent beside the sentence so pages branch on the code, never the words. */
export const slotRefusalCodes = {
  closed: "slot-closed",
  "off-grid": "slot-off-grid",
  "too-soon": "slot-too-soon",
  "too-far": "slot-too-far",
  taken: "slot-taken",
} as const satisfies Record<Exclude<SlotCheck, "available">, string>;
export type SlotRefusalCode = (typeof slotRefusalCodes)[keyof typeof slotRefusalCodes];

/** How a refused time is answered, by the API and by /book's action alike (409 when someone else took it). */
export function slotRefusal(reason: Exclude<SlotCheck, "available">, copy: Pick<BookingSettingsCopy, "lead" | "horizon">) {
  const message = {
    closed: bookingMessages.closed,
    "off-grid": bookingMessages.offGrid,
    "too-soon": bookingMessages.tooSoon(copy),
    "too-far": bookingMessages.tooFar(copy),
    taken: bookingMessages.taken,
  }[reason];
  return { kind: reason === "taken" ? ("conflict" as const) : ("refused" as const), code: slotRefusalCodes[reason], message };
}

/** How the receipt, /book, /checkout and the staff views name what a Dreams Club membership took off (0029). */
export const memberPriceLabels = {
  saving: "Dreams Club member price",
  included: "Included in your membership",
} as const;

/**
 * What a client is told once her booking stands (DESIGN 12, docs/decisions/0038): a paid booking is confirmed by
 * its payment, so pages, toasts and emails say "You're booked" with the time. The spec's promise to contact her
 * to confirm is kept only where nothing was paid and staff still confirm.
 */
export const bookedMessages = {
  title: "You're booked!",
  when: (when: string) => `You're booked for ${when}.`,
  toConfirm: "We'll contact you within 24 hours to confirm your appointment.",
} as const;
