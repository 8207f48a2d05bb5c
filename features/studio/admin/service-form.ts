import { serviceChangeSchema, type ServiceChange } from "../service-changes";
import { messages, type FieldErrors } from "~/lib/forms";
import { poundsToPence } from "~/lib/money";

/**
 * The Services tab's form as staff type it (prices in pounds, numbers as text), read into the same change the staff
 * API takes (`serviceChangeSchema`): its rules and messages are the API's, and `changeService` then applies the
 * rules that read the service as it stands. Only "this is not an amount of pounds" is the form's own message.
 * Every field is checked in one pass, so staff see all that needs fixing at once.
 */
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");
/** Digits become a number; other text NaN, which the change's schema refuses with its own message. */
const whole = (value: unknown) => (typeof value === "string" ? (/^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN) : value);

export function parseServiceForm(payload: unknown): { success: true; data: ServiceChange } | { success: false; fieldErrors: FieldErrors } {
  if (!isFields(payload)) return { success: false, fieldErrors: { form: [messages.notAnObject] } };
  const errors: Record<string, string[]> = {};
  /** Pence for a typed amount; a placeholder the schema accepts when it is not one, so the other fields are still checked. */
  const pounds = (value: unknown, path: string) => {
    const pence = typeof value === "string" ? poundsToPence(value) : undefined;
    if (pence !== undefined) return pence;
    errors[path] = [messages.pounds];
    return 0;
  };
  const change: Fields = { ...payload };
  if (payload.pricePence !== undefined) change.pricePence = pounds(payload.pricePence, "pricePence");
  if (payload.earlyBirdPricePence !== undefined) change.earlyBirdPricePence = isBlank(payload.earlyBirdPricePence) ? null : pounds(payload.earlyBirdPricePence, "earlyBirdPricePence");
  if (payload.launchText !== undefined && isBlank(payload.launchText)) change.launchText = null;
  if (payload.durationMinutes !== undefined) change.durationMinutes = whole(payload.durationMinutes);
  if (Array.isArray(payload.packages)) {
    change.packages = payload.packages.map((pkg: unknown, index) =>
      isFields(pkg) ? { ...pkg, sessions: whole(pkg.sessions), durationMinutes: whole(pkg.durationMinutes), pricePence: pounds(pkg.pricePence, `packages.${index}.pricePence`) } : pkg,
    );
  }
  const parsed = serviceChangeSchema.safeParse(change);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".") || "form";
      if (!errors[path]?.includes(messages.pounds)) (errors[path] ??= []).push(issue.message);
    }
  }
  return parsed.success && Object.keys(errors).length === 0 ? { success: true, data: parsed.data } : { success: false, fieldErrors: errors };
}
