import type { ConsultationForm } from "~/content/consultation-form-types";
import { invalid, refuse, type Refusal } from "~/lib/use-case";
import { consultationMessages, ineligibleReasons, publicForm, readAnswers, type ConsultationAnswers } from "./consultation-rules";

export type ConsultationRefusalCode = "consultation-required" | "health-consent-required" | "consultation-form-changed" | "not-eligible" | "invalid";

/** What a booking (or her manage link) carries for a treatment with a form, once read and found eligible. */
export type ConsultationGiven =
  | { kind: "at-studio" }
  | { kind: "answered"; form: ConsultationForm; answers: ConsultationAnswers; consentName?: string };

const CONSENT_NAME_MAX = 100;

/**
 * Reads `consultation: {formVersion, answers, healthDataConsent: true, consentName?}` (or `{atStudio: true}`) against
 * the form, in this order: missing, then the explicit health-data consent (without it nothing is read, let alone
 * kept: docs/decisions/0059), then the version, then each answer, then the form's rules on `today` (YYYY-MM-DD).
 * Pure: the caller stores nothing until this says yes.
 */
export function readConsultation(form: ConsultationForm, given: unknown, today: string, { allowAtStudio = true } = {}): { ok: true; consultation: ConsultationGiven } | Refusal<ConsultationRefusalCode> {
  const body = typeof given === "object" && given !== null && !Array.isArray(given) ? (given as Record<string, unknown>) : undefined;
  if (!body) return refuse("refused", "consultation-required", consultationMessages.required, { consultation: [consultationMessages.required] });
  if (allowAtStudio && (body.atStudio === true || body.atStudio === "on" || body.atStudio === "true")) return { ok: true, consultation: { kind: "at-studio" } };
  if (!(body.healthDataConsent === true || body.healthDataConsent === "on" || body.healthDataConsent === "true")) {
    return refuse("refused", "health-consent-required", consultationMessages.healthConsent, { "consultation.healthDataConsent": [consultationMessages.healthConsent] });
  }
  if (Number(body.formVersion) !== form.version) {
    return { ...refuse("conflict", "consultation-form-changed", consultationMessages.stale), details: { form: publicForm(form) } };
  }
  const read = readAnswers(form, body.answers);
  if (!read.ok) return invalid({ message: "Please check your consultation answers.", fieldErrors: read.fieldErrors });
  const consentName = typeof body.consentName === "string" ? body.consentName.trim() : "";
  if (consentName.length > CONSENT_NAME_MAX || (body.consentName !== undefined && typeof body.consentName !== "string")) {
    return invalid({ message: consultationMessages.consentName, fieldErrors: { "consultation.consentName": [consultationMessages.consentName] } });
  }
  const reasons = ineligibleReasons(form, read.answers, today);
  if (reasons.length > 0) {
    return { ...refuse("not-eligible", "not-eligible", consultationMessages.notEligible), details: { reasons, suggestion: form.suggestion } };
  }
  return { ok: true, consultation: { kind: "answered", form, answers: read.answers, ...(consentName ? { consentName } : {}) } };
}
