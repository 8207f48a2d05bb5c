/**
 * What a move, a cancellation or a refund request must hold: one schema each, read by the API and the pages
 * (the manage page, the dashboard's dialogs).
 */
import { z } from "~/lib/zod";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import { bookingMessages } from "./booking-messages";

export const changeMessages = {
  reason: "Please give a reason (up to 500 characters)",
  amount: "Enter the amount in pence, a whole number above 0",
  refundChoice: "Choose how much to refund: policy, full, none, or an amount in pence",
} as const;

export const rescheduleSchema = z.object({
  preferredDate: z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }),
  preferredTime: z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }),
});

const reason = z.string({ error: changeMessages.reason }).trim().min(1, { error: changeMessages.reason }).max(500, { error: changeMessages.reason });

/** Staff cancel: `refundPence` (an amount) or `refund` (policy, full or none); the studio refunds in full unless told. */
export const staffCancelSchema = z.object({
  reason,
  refundPence: z.number({ error: changeMessages.amount }).int({ error: changeMessages.amount }).min(0, { error: changeMessages.amount }).optional(),
  refund: z.enum(["policy", "full", "none"], { error: changeMessages.refundChoice }).optional(),
});

export const staffRefundSchema = z.object({
  amountPence: z.number({ error: changeMessages.amount }).int({ error: changeMessages.amount }).min(1, { error: changeMessages.amount }),
  reason,
});
