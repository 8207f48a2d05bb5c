import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import type { SlotCheck } from "./availability";
import type { BookingSettingsCopy } from "./booking-settings";

/** The booking details (spec section 5 messages, verbatim) plus the basket; shared by /book and POST /api/bookings. */
export const bookingMessages = {
  date: "Please choose a date",
  time: "Please choose a time",
  items: "Please select a service",
  notes: "Notes must be 1,000 characters or fewer",
  closed: "We're closed then: please choose a time within our opening hours.",
  offGrid: "Please choose one of the times offered.",
  /** The lead time and horizon come from the settings (bookingSettingsCopy), never from a literal. */
  tooSoon: (copy: Pick<BookingSettingsCopy, "lead">) => `Please choose a time at least ${copy.lead} from now.`,
  tooFar: (copy: Pick<BookingSettingsCopy, "horizon">) => `We take bookings up to ${copy.horizon} ahead: please choose an earlier date.`,
  taken: "Sorry, that time has just been taken. Please choose another.",
  holdExpired: "Your held time has expired. Please choose your time again.",
  alreadyPaid: "This booking is already paid.",
  nothingToPay: "This booking has nothing to pay.",
  patchTest: "Please tell us about your patch test",
  policy: "Please accept the booking policy",
} as const;

/**
 * The machine codes of booking refusals, sent beside the sentence so pages branch on the code, never the words.
 */
export const slotRefusalCodes = {
  closed: "slot-closed",
  "off-grid": "slot-off-grid",
  "too-soon": "slot-too-soon",
  "too-far": "slot-too-far",
  taken: "slot-taken",
} as const satisfies Record<Exclude<SlotCheck, "available">, string>;

export type BookingErrorCode =
  | (typeof slotRefusalCodes)[keyof typeof slotRefusalCodes]
  | "patch-test-required"
  | "hold-expired"
  | "already-paid"
  | "nothing-to-pay"
  | "booking-unpaid"
  | "transition-not-allowed"
  | "payment-transition-not-allowed"
  | "not-started";

const basketItem = z.object({
  id: z.string().trim().min(1).max(64),
  type: z.enum(["service", "package"]),
  packageIndex: z.number().int().min(0).max(20).optional(),
});

export const bookingRequestSchema = z.object({
  name: fields.name,
  email: fields.email,
  phone: fields.phone,
  service: z.string({ error: messages.service }).trim().min(1, { error: messages.service }).max(500),
  preferredDate: z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }),
  preferredTime: z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }),
  notes: z.preprocess(fields.blankAsUndefined, z.string().trim().max(1000, { error: bookingMessages.notes }).optional()),
  items: z.array(basketItem, { error: bookingMessages.items }).min(1, { error: bookingMessages.items }).max(10),
  /** The page states the policy and asks for consent; the server refuses a booking without it. */
  policyAccepted: fields.checkbox.refine((accepted) => accepted, { error: bookingMessages.policy }),
  /** Asked when the basket holds henna or tint (DESIGN section 3); see patchTestQuestion. */
  patchTest: z.enum(["recent", "separate"], { error: bookingMessages.patchTest }).optional(),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;
