import { changeMessages } from "~/features/booking";
import { serviceChangeSchema, type ServiceChange } from "~/features/studio";
import type { FieldErrors } from "~/lib/forms";
import { poundsToPence } from "~/lib/money";
import { z } from "~/lib/zod";

/**
 * The Services tab's form as staff type it (prices in pounds, numbers as text), read into the same change the staff
 * API takes (`serviceChangeSchema`): its rules and messages are the API's, and `changeService` then applies the
 * rules that read the service as it stands. Only "this is not an amount of pounds" is the form's own message.
 */
const pounds = z.string({ error: changeMessages.pounds }).transform((text, ctx) => {
  const pence = poundsToPence(text);
  if (pence !== undefined) return pence;
  ctx.addIssue({ code: "custom", message: changeMessages.pounds });
  return z.NEVER;
});
const blankIsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** Digits become a number; anything else becomes NaN, which the change's own schema refuses with its message. */
const whole = z.string().transform((text) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN));

export const serviceFormSchema = z
  .object({
    pricePence: pounds.optional(),
    durationMinutes: whole.optional(),
    durationLabel: z.string().optional(),
    state: z.string().optional(),
    launchText: z.preprocess(blankIsNull, z.string().nullable()).optional(),
    earlyBirdPricePence: z.preprocess(blankIsNull, pounds.nullable()).optional(),
    packages: z.array(z.object({ name: z.string(), sessions: whole, durationMinutes: whole, pricePence: pounds })).optional(),
  })
  .strict()
  .pipe(serviceChangeSchema);

/** Each message under its full path ("packages.1.pricePence"), so the form shows it beside its own field. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".") || "form"] ??= []).push(issue.message);
  return errors;
}

export function parseServiceForm(payload: unknown): { success: true; data: ServiceChange } | { success: false; fieldErrors: FieldErrors } {
  const result = serviceFormSchema.safeParse(payload);
  return result.success ? { success: true, data: result.data } : { success: false, fieldErrors: fieldErrorsOf(result.error) };
}
