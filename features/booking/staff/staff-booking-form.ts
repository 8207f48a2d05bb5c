/**
 * A booking staff make for a phone or walk-in client (DESIGN 3b): the dashboard's "New booking" form and
 * POST /api/admin/bookings read this one schema.
 */
import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import { bookingMessages } from "../booking-messages";

/** How the client will pay: at the studio (staff record it there), or online through a link emailed now. */
export const staffPaymentChoices = ["studio", "link"] as const;
export type StaffPaymentChoice = (typeof staffPaymentChoices)[number];

export const staffPaymentLabels: Record<StaffPaymentChoice, string> = {
  studio: "Pay at the studio",
  link: "Email a payment link",
};

export const staffBookingMessages = {
  payment: "Choose how the client will pay",
} as const;

export const staffBookingSchema = z.object({
  name: fields.name,
  email: fields.email,
  phone: fields.phoneRule(messages.phone),
  items: z
    .array(z.object({ id: z.string().trim().min(1).max(64), type: z.literal("service") }), { error: bookingMessages.items })
    .min(1, { error: bookingMessages.items })
    .max(10, { error: bookingMessages.items }),
  preferredDate: z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }),
  preferredTime: z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }),
  notes: z.preprocess(fields.blankAsUndefined, z.string().trim().max(1000, { error: bookingMessages.notes }).optional()),
  payment: z.enum(staffPaymentChoices, { error: staffBookingMessages.payment }),
});

export type StaffBookingRequest = z.infer<typeof staffBookingSchema>;
