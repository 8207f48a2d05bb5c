import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import { bookingMessages, type SlotRefusalCode } from "./booking-messages";
import type { EarlyAccessRefusal } from "~/features/studio";
import { marketingFields } from "~/features/marketing";

export { bookingMessages };

export type BookingErrorCode =
  | SlotRefusalCode
  | "patch-test-required"
  | "hold-expired"
  | "hold-already-extended"
  | "no-hold"
  | "already-paid"
  | "nothing-to-pay"
  | "booking-unpaid"
  | "transition-not-allowed"
  | "payment-transition-not-allowed"
  | "not-started"
  | "change-not-allowed"
  | "nothing-to-refund"
  | "paid-at-studio"
  | "refund-too-large"
  | "patch-test-time"
  | "patch-test-recent"
  | "too-many-free-bookings"
  | "early-start-required"
  | EarlyAccessRefusal;

const basketItem = z.object({
  id: z.string().trim().min(1).max(64),
  type: z.enum(["service", "package"]),
  packageIndex: z.number().int().min(0).max(20).optional(),
});

export const bookingRequestSchema = z.object({
  name: fields.name,
  email: fields.email,
  // The spec words a short phone number "Please enter a valid phone number" on the booking form.
  phone: fields.phoneRule(messages.phone),
  service: z.string({ error: messages.service }).trim().min(1, { error: messages.service }).max(500),
  preferredDate: z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }),
  preferredTime: z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }),
  notes: z.preprocess(fields.blankAsUndefined, z.string().trim().max(1000, { error: bookingMessages.notes }).optional()),
  items: z.array(basketItem, { error: bookingMessages.items }).min(1, { error: bookingMessages.items }).max(10),
  /** The page states the policy and asks for consent; the server refuses a booking without it. */
  policyAccepted: fields.checkbox.refine((accepted) => accepted, { error: bookingMessages.policy }),
  /**
   * Asked when the basket holds henna or tint (DESIGN section 3): "recent" (a patch test with us in the last 6
   * months) or "booked", with the patch test's own appointment 24 to 48 hours before the treatment.
   */
  patchTest: z.enum(["recent", "booked"], { error: bookingMessages.patchTest }).optional(),
  patchTestDate: z.string({ error: bookingMessages.patchTestTime }).refine(isValidDate, { error: bookingMessages.patchTestTime }).optional(),
  patchTestTime: z.string({ error: bookingMessages.patchTestTime }).refine(isValidTime, { error: bookingMessages.patchTestTime }).optional(),
  /**
   * Her express request to start inside the 14-day cancellation period (reg 36; docs/decisions/0035): required for
   * an appointment that starts before the period would end, recorded with the wording's version; ignored otherwise.
   */
  earlyStartRequested: fields.checkbox,
  /** The practitioner she chose on /book (DESIGN 10); absent, any. */
  practitionerId: z.string({ error: bookingMessages.practitioner }).refine(isUuid, { error: bookingMessages.practitioner }).optional(),
  /** The token of a waitlist's early-access link (docs/decisions/0020): the launched service at the early-bird price. */
  access: z.string().trim().max(100).optional(),
  /**
   * "Text me a reminder the day before": a service message, not marketing (PECR; docs/decisions/0063), to the phone
   * number above, which must then be one a text can reach (400 beside the phone field otherwise).
   */
  textsOk: fields.checkbox,
  /** The token of a freed time offered to her (docs/decisions/0064): its hold gives way to her booking. */
  offer: z.string().trim().max(100).optional(),
  /** Her separate, unticked marketing opt-in (docs/decisions/0037), stored with the booking. */
  ...marketingFields,
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;
