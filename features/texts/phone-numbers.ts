import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A number as the client typed it, made E.164 ("07700 900123" -> "+447700900123"), read as a UK number unless it
 * starts with + or 00. Null when it cannot be a number at all. "Possible" rather than "valid": libphonenumber's
 * metadata marks Ofcom's drama ranges (07700 900xxx) invalid, and a studio's tests and demos use exactly those.
 */
export function toE164(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim().replace(/^00/, "+"), "GB");
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * The E.164 number a text can go to: a UK mobile (+447…) or a number abroad that is not a landline; null otherwise,
 * which the booking form answers beside the phone field.
 */
export function textableNumber(raw: string): string | null {
  const e164 = toE164(raw);
  if (!e164) return null;
  if (e164.startsWith("+44")) return e164.startsWith("+447") ? e164 : null;
  return parsePhoneNumberFromString(e164)?.getType() === "FIXED_LINE" ? null : e164;
}
