import type { ConsultationForm } from "./consultation-form-types";

/**
 * Consultation forms per service (DESIGN 11, spec section 9), as data: one evaluator reads them all
 * (features/consultations). Change a question, a rule or the consent text and raise `version`: answers given to an
 * older version are asked again. A service gets a form by a new entry here: its bookings then ask it (a facial RF
 * form is the next one the studio wants, once its course and early-access flows ask it too).
 */

const freeConsultation = {
  text: "A free, no-obligation consultation at the studio is the best next step: we can talk through what would suit you instead.",
  linkText: "Ask for a free consultation",
  href: "/contact",
} as const;

const contraindication = (id: string, label: string, reason: string, hint?: string) => ({
  question: { id, label, type: "yes-no" as const, ...(hint ? { hint } : {}) },
  rule: { kind: "refuses-when" as const, question: id, answer: true, reason },
});

const fatFreezingContraindications = [
  contraindication("pregnant", "Are you pregnant or breastfeeding?", "Fat freezing is not suitable during pregnancy or while breastfeeding."),
  contraindication("coldUrticaria", "Do you have cold urticaria (hives or a rash from the cold)?", "Fat freezing is not suitable for anyone with cold urticaria."),
  contraindication("cryoglobulinaemia", "Have you been told you have cryoglobulinaemia or cold agglutinin disease?", "Fat freezing is not suitable for anyone with cryoglobulinaemia or cold agglutinin disease."),
  contraindication("raynauds", "Do you have Raynaud's disease or phenomenon?", "Fat freezing is not suitable for anyone with Raynaud's."),
  contraindication("herniaOrSurgery", "Do you have a hernia, or have you had surgery in the last 12 months, at or near the area to treat?", "Fat freezing cannot be used over a hernia or an area that had recent surgery."),
  contraindication("implant", "Do you have a pacemaker, or a metal or electronic implant at or near the area to treat?", "Fat freezing cannot be used near a pacemaker or an implant."),
  contraindication("impairedSensation", "Do you have reduced feeling or numbness in the skin of the area to treat?", "Fat freezing needs normal skin sensation at the area, so we can check you are comfortable."),
];

export const consultationForms: readonly ConsultationForm[] = [
  {
    service: "the-ice-sculpt",
    version: 1,
    title: "Fat freezing health questionnaire",
    questions: [
      { id: "dateOfBirth", label: "Date of birth", type: "date" },
      { id: "heightCm", label: "Height", type: "number", unit: "cm", min: 120, max: 230, hint: "In centimetres (5 ft 5 in is 165 cm)." },
      { id: "weightKg", label: "Weight", type: "number", unit: "kg", min: 30, max: 250, hint: "In kilograms (10 stone is 64 kg)." },
      ...fatFreezingContraindications.map((entry) => entry.question),
      { id: "medications", label: "Any medicines you take, or anything else we should know", type: "text", maxLength: 1000, optional: true },
    ],
    rules: [
      { kind: "min-age", question: "dateOfBirth", years: 18, reason: "Fat freezing is only for clients aged 18 or over." },
      { kind: "bmi", heightCm: "heightCm", weightKg: "weightKg", min: 18.5, max: 30, reason: "Fat freezing works safely for a BMI between 18.5 and 30, and yours is outside that range." },
      ...fatFreezingContraindications.map((entry) => entry.rule),
    ],
    suggestion: freeConsultation,
    consentText:
      "I understand that fat freezing cools the treated area for up to an hour. Redness, bruising, swelling, tingling, numbness and tenderness are common and usually pass within a few weeks. Rarely, the treated fat can grow rather than shrink (paradoxical adipose hyperplasia), or the skin can be injured by the cold. Results vary and take 2-3 months to show. I have answered the health questions truthfully and will tell my practitioner of any change before my treatment.",
  },
];
