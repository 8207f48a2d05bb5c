/**
 * What a move, a cancellation or a refund request must hold: one schema each, read by the API and the pages
 * (the manage page, the dashboard's dialogs).
 */
import { z } from "~/lib/zod";
import { fields, messages } from "~/lib/forms";
import { poundsToPence } from "~/lib/money";
import { isValidDate, isValidTime } from "~/lib/zoned-time";
import { bookingMessages } from "../rules/booking-messages";

export const changeMessages = {
  reason: "Please give a reason (up to 500 characters)",
  amount: "Enter the amount in pence, a whole number above 0",
  refundChoice: "Choose how much to refund: policy, full, none, or an amount in pence",
  customChoice: "Choose how much to refund",
} as const;

const time = {
  preferredDate: z.string({ error: bookingMessages.date }).refine(isValidDate, { error: bookingMessages.date }),
  preferredTime: z.string({ error: bookingMessages.time }).refine(isValidTime, { error: bookingMessages.time }),
};

/** A course's next session: a day and a time. */
export const sessionTimeSchema = z.object(time);

/** A move: the new time and, for a treatment with its own patch test, whether the test moves with it (DESIGN 11). */
export const rescheduleSchema = z.object({ ...time, withPatchTest: fields.checkbox.optional() });

/** Staff's move: a new time and, from the diary grid, another practitioner (absent, she keeps hers where free). */
export const staffRescheduleSchema = rescheduleSchema.extend({
  practitionerId: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string({ error: bookingMessages.practitioner }).max(64, { error: bookingMessages.practitioner }).optional()),
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

/** An amount staff type in pounds on the dashboard, read as pence by the server. */
const pounds = z
  .string({ error: messages.pounds })
  .transform((text, ctx) => {
    const pence = poundsToPence(text);
    if (pence === undefined) {
      ctx.addIssue({ code: "custom", message: messages.pounds });
      return z.NEVER;
    }
    return pence;
  });

/** The dashboard's cancel dialog: a refund choice ("custom" with an amount in pounds) and a reason. */
export const cancelDialogSchema = z
  .object({
    reason,
    refund: z.enum(["policy", "full", "none", "custom"], { error: changeMessages.customChoice }),
    amount: z.string().optional(),
  })
  .transform((form, ctx) => {
    if (form.refund !== "custom") return { reason: form.reason, refund: form.refund };
    const pence = poundsToPence(form.amount ?? "");
    if (pence === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: messages.pounds });
      return z.NEVER;
    }
    return { reason: form.reason, refund: { amountPence: pence } };
  });

/** The dashboard's refund dialog: an amount in pounds and a reason. */
export const refundDialogSchema = z.object({
  amount: pounds.refine((pence) => pence > 0, { error: messages.pounds }),
  reason,
});
