/** Shapes of a consultation form (DESIGN 11): its questions, the rules that refuse a booking and its consent text. */

interface QuestionBase {
  /** Stable within a form: answers are stored by it. */
  id: string;
  label: string;
  /** A line under the label (what counts, which unit). */
  hint?: string;
}

export type ConsultationQuestion =
  | (QuestionBase & { type: "yes-no" })
  | (QuestionBase & { type: "number"; unit: string; min: number; max: number })
  | (QuestionBase & { type: "date" })
  | (QuestionBase & { type: "choice"; options: readonly string[] })
  | (QuestionBase & { type: "text"; maxLength: number; optional?: boolean });

/** A rule that rules her out; `reason` is what she is told, kindly. */
export type ConsultationRule =
  | { kind: "min-age"; question: string; years: number; reason: string }
  | { kind: "bmi"; heightCm: string; weightKg: string; min: number; max: number; reason: string }
  | { kind: "refuses-when"; question: string; answer: string | boolean; reason: string };

export interface ConsultationForm {
  /** The service (catalogue slug) whose bookings ask it. */
  service: string;
  /** Raised whenever a question, rule or the consent text changes: answers to an older version are asked again. */
  version: number;
  title: string;
  questions: readonly ConsultationQuestion[];
  rules: readonly ConsultationRule[];
  /** What she is offered instead when a rule refuses. */
  suggestion: { text: string; linkText: string; href: string };
  /** Consent to the treatment: its risks, in the form's own words; she agrees by typing her name. */
  consentText: string;
}
