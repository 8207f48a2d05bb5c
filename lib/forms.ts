import { z } from "~/lib/zod";
import { HONEYPOT_FIELD, messages } from "./form-messages";

/**
 * What every form shares, in the browser and on the server: the messages (each written here once), the field
 * rules (name, email, phone, checkbox), the 400 shape and the honeypot. Each feature builds its schemas on these.
 */

export { HONEYPOT_FIELD, messages };

const PHONE_CHARACTERS = /^[0-9+()\-.\s]+$/;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

const name = z
  .string({ error: messages.name })
  .trim()
  .min(2, { error: messages.name })
  .max(100, { error: messages.nameTooLong });

const email = z
  .string({ error: messages.email })
  .trim()
  .max(254, { error: messages.email })
  .pipe(z.email({ error: messages.email }));

/**
 * One phone rule for every form: at least 10 digits (at most 15); spaces, brackets, dashes, dots and a leading +
 * between them. The spec words a short number per form (booking: "Please enter a valid phone number"; waitlists:
 * "Phone number must be at least 10 digits"), so only that sentence is chosen by the form.
 */
const phoneRule = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .max(30, { error: messages.phone })
    .refine((value) => value === "" || (PHONE_CHARACTERS.test(value) && digitCount(value) > 0), { error: messages.phone })
    .refine((value) => (value !== "" && digitCount(value) === 0) || digitCount(value) >= 10, { error: tooShort })
    .refine((value) => digitCount(value) <= 15, { error: messages.phone });
const phone = phoneRule(messages.phoneDigits);

/** An empty text field from a form means "not given". */
const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A checkbox arrives as true/false from JSON or "on" from a plain form post. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** A throttle's Retry-After as a page says it: "1 minute", "3 minutes" (rounded up, never "0 minutes"). */
export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** What a page says when the throttle refuses a form; `retryAfterSeconds` comes from the throttle. */
export function throttledMessage(retryAfterSeconds: number): string {
  return `Too many attempts from your connection. Please wait ${waitInMinutes(retryAfterSeconds)} and try again.`;
}

export type FieldErrors = Partial<Record<string, string[]>>;

/** The shape of every 400 answer, and what form actions hand back to their page. */
export interface ValidationFailure {
  message: string;
  fieldErrors: FieldErrors;
}

export function describeValidationError(error: z.ZodError): ValidationFailure {
  const flat = z.flattenError(error);
  return { message: flat.formErrors[0] ?? messages.invalidForm, fieldErrors: flat.fieldErrors as FieldErrors };
}

/** Half of a UTF-16 pair with no other half: no character at all, and text PostgreSQL cannot store or compare. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every text in a payload checked once, where it enters (the API's JSON and the pages' bodies), before any schema
 * or query sees it: the fields holding a lone surrogate, each with the message, or undefined. A field is named by
 * its top-level key, as the forms' field errors are.
 */
export function unstorableTextFields(payload: unknown): FieldErrors | undefined {
  const found = new Set<string>();
  const visit = (value: unknown, field: string, depth: number): void => {
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) found.add(field);
    } else if (value && typeof value === "object" && depth < 32) {
      for (const [key, inner] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) found.add(field || key);
        visit(inner, field || key, depth + 1);
      }
    }
  };
  visit(payload, "", 0);
  if (found.size === 0) return undefined;
  return Object.fromEntries([...found].map((field) => [field || "body", [messages.unstorableText]]));
}

/** Parses a payload that must be an object of fields; anything else is one form-level error. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  payload: unknown,
): { success: true; data: z.infer<T> } | { success: false; error: ValidationFailure } {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return { success: false, error: { message: messages.notAnObject, fieldErrors: {} } };
  }
  const result = schema.safeParse(payload);
  return result.success ? { success: true, data: result.data } : { success: false, error: describeValidationError(result.error) };
}

/** The field rules every form builds on, so each is written once (one phone rule for bookings and inquiries). */
export const fields = { name, email, phone, phoneRule, checkbox, blankAsUndefined };

/** Whether a bot filled the hidden field (any non-blank value). */
export function filledHoneypot(payload: unknown): boolean {
  const value = (payload as Record<string, unknown> | null | undefined)?.[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** How one public form submission ended, for the API and for the page's action alike. */
export type Submission =
  | { outcome: "stored"; id: string }
  /** A bot filled the honeypot: it is told "stored" and nothing is kept. */
  | { outcome: "dropped"; id: string }
  | { outcome: "invalid"; error: ValidationFailure }
  | { outcome: "throttled"; retryAfter: number };
