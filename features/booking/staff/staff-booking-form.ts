/**
 * A booking staff make for a phone or walk-in client (DESIGN 3b): the dashboard's "New booking" form and
 * POST /api/admin/bookings read this one schema.
 */
import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import { bookingMessages } from "../rules/booking-messages";

/** How the client will pay: at the studio (staff record it there), or online through a link emailed now. */
export const staffPaymentChoices = ["studio", "link"] as const;
export type StaffPaymentChoice = (typeof staffPaymentChoices)[number];

export const staffPaymentLabels: Record<StaffPaymentChoice, string> = {
  studio: "Pay at the studio",
  link: "Email a payment link",
};

export const staffBookingMessages = {
  payment: "Choose how the client will pay",
  /** Staff have no lead time (0042): a time refused as too soon has already passed. */
  passed: "That time has passed: choose a later one, or start now for a walk-in",
  emailForLink: "Enter her email address to send the payment link, or choose to take payment at the studio",
  /** A move to someone who does not give the treatment: a wrong choice of practitioner, not a time taken. */
  practitionerService: "That practitioner does not do this treatment: choose one who does, or any",
} as const;

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

/**
 * `startNow`: a walk-in, booked from the next time on the diary's grid (nextGridStart) instead of a chosen date and
 * time. `email` may be left out: she then gets no email at all (docs/decisions/0042).
 */
export const staffBookingSchema = z
  .object({
    name: fields.name,
    email: z.preprocess(fields.blankAsUndefined, fields.email.optional()),
    phone: fields.phoneRule(messages.phone),
    items: z
      .array(z.object({ id: z.string().trim().min(1).max(64), type: z.literal("service") }), { error: bookingMessages.items })
      .min(1, { error: bookingMessages.items })
      .max(10, { error: bookingMessages.items }),
    startNow: fields.checkbox,
    preferredDate: z.preprocess(fields.blankAsUndefined, z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }).optional()),
    preferredTime: z.preprocess(fields.blankAsUndefined, z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }).optional()),
    notes: z.preprocess(fields.blankAsUndefined, z.string().trim().max(1000, { error: bookingMessages.notes }).optional()),
    payment: z.enum(staffPaymentChoices, { error: staffBookingMessages.payment }),
    /** The practitioner staff booked her with (an empty time of hers on the diary grid); absent, whoever is free. */
    practitionerId: z.preprocess(fields.blankAsUndefined, z.string({ error: bookingMessages.practitioner }).max(64, { error: bookingMessages.practitioner }).optional()),
  })
  // Checked even when another field is wrong, so every field's error comes back at once.
  .refine((request) => request.startNow || request.preferredDate !== undefined, { path: ["preferredDate"], error: bookingMessages.date, when: isObject })
  .refine((request) => request.startNow || request.preferredTime !== undefined, { path: ["preferredTime"], error: bookingMessages.time, when: isObject })
  .refine((request) => request.payment !== "link" || request.email !== undefined, { path: ["email"], error: staffBookingMessages.emailForLink, when: isObject });

export type StaffBookingRequest = z.infer<typeof staffBookingSchema>;
