import type { ConsultationForm, ConsultationQuestion } from "~/content/consultation-form-types";
import { consultationForms } from "~/content/consultation-forms";
import type { FieldErrors } from "~/lib/forms";
import { isValidDate } from "~/lib/zoned-time";

export type { ConsultationForm, ConsultationQuestion };

/** Answers older than this are asked again (DESIGN 11), as are answers to an older version of the form. */
export const CONSULTATION_VALID_MONTHS = 6;

/** Stored answers: a yes-no as a boolean, a number as a number, a date, choice or text as a string. */
export type ConsultationAnswers = Record<string, boolean | number | string>;

export { consultationStateLabels, type ConsultationState } from "./consultation-state";

export const consultationMessages = {
  required: "Please answer the consultation questions for this treatment, or choose to answer them at the studio.",
  healthConsent:
    "We can only keep your health answers with your explicit consent. Tick the box to agree, or choose to answer the questions at the studio instead.",
  stale: "The consultation questions have changed since you opened this page. Please answer the current questions.",
  notEligible: "We're sorry: from your answers, this treatment isn't right for you.",
  yesNo: "Please answer yes or no.",
  date: "Enter a real date, YYYY-MM-DD.",
  choice: "Choose one of the options.",
  text: (max: number) => `Please keep this to ${max} characters.`,
  number: (question: { unit: string; min: number; max: number }) => `Enter a number from ${question.min} to ${question.max} (${question.unit}).`,
  consentName: "Type your full name to agree to the treatment, at most 100 characters.",
  answered: "Thank you: your practitioner will read your answers before your treatment.",
  noAnswers: "She has no answers on record for this booking.",
  closed: "This booking's day has passed or it is no longer active: your consultation is done at the studio.",
  noForm: "This booking's treatment has no consultation form.",
} as const;

/** The form a service asks, if any. */
export const consultationFormFor = (service: string): ConsultationForm | undefined => consultationForms.find((form) => form.service === service);

/** The one form a basket asks (a basket holds one treatment with a form at most; the first one found). */
export const consultationFormForItems = (items: readonly { id: string }[]): ConsultationForm | undefined =>
  items.map((item) => consultationFormFor(item.id)).find((form) => form !== undefined);

/** What the public API and the page show of a form: everything but nothing hidden. */
export const publicForm = (form: ConsultationForm) => ({
  service: form.service,
  version: form.version,
  title: form.title,
  questions: form.questions,
  consentText: form.consentText,
  suggestion: form.suggestion,
});

export type PublicConsultationForm = ReturnType<typeof publicForm>;

function readAnswer(question: ConsultationQuestion, raw: unknown): { value?: boolean | number | string; error?: string } {
  const blank = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
  switch (question.type) {
    case "yes-no":
      if (raw === true || raw === "yes") return { value: true };
      if (raw === false || raw === "no") return { value: false };
      return { error: consultationMessages.yesNo };
    case "number": {
      const value = typeof raw === "number" ? raw : typeof raw === "string" && !blank ? Number(raw.trim()) : Number.NaN;
      return Number.isFinite(value) && value >= question.min && value <= question.max ? { value } : { error: consultationMessages.number(question) };
    }
    case "date":
      return typeof raw === "string" && isValidDate(raw.trim()) ? { value: raw.trim() } : { error: consultationMessages.date };
    case "choice":
      return typeof raw === "string" && question.options.includes(raw) ? { value: raw } : { error: consultationMessages.choice };
    case "text":
      if (blank) return question.optional ? {} : { error: consultationMessages.text(question.maxLength) };
      return typeof raw === "string" && raw.trim().length <= question.maxLength ? { value: raw.trim() } : { error: consultationMessages.text(question.maxLength) };
  }
}

/**
 * Her answers read against the form's questions: each one well formed (from JSON or from a plain form's strings),
 * none missing, nothing kept that the form does not ask. Field errors are named `consultation.<question id>`.
 */
export function readAnswers(form: ConsultationForm, raw: unknown): { ok: true; answers: ConsultationAnswers } | { ok: false; fieldErrors: FieldErrors } {
  const given = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const answers: ConsultationAnswers = {};
  const fieldErrors: FieldErrors = {};
  for (const question of form.questions) {
    const { value, error } = readAnswer(question, given[question.id]);
    if (error) fieldErrors[`consultation.${question.id}`] = [error];
    else if (value !== undefined) answers[question.id] = value;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, answers };
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD): a birthday counts on the day itself. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const bodyMassIndex = (heightCm: number, weightKg: number): number => weightKg / (heightCm / 100) ** 2;

/** The reasons a form's rules rule her out on `today` (the studio's date): none, and she may book. */
export function ineligibleReasons(form: ConsultationForm, answers: ConsultationAnswers, today: string): string[] {
  return form.rules.flatMap((rule) => {
    switch (rule.kind) {
      case "min-age": {
        const born = answers[rule.question];
        return typeof born === "string" && ageOn(born, today) < rule.years ? [rule.reason] : [];
      }
      case "bmi": {
        const height = answers[rule.heightCm];
        const weight = answers[rule.weightKg];
        if (typeof height !== "number" || typeof weight !== "number") return [];
        const bmi = bodyMassIndex(height, weight);
        return bmi < rule.min || bmi > rule.max ? [rule.reason] : [];
      }
      case "refuses-when":
        return answers[rule.question] === rule.answer ? [rule.reason] : [];
    }
  });
}
