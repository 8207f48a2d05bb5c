export {
  ageOn,
  bodyMassIndex,
  CONSULTATION_VALID_MONTHS,
  consultationFormFor,
  consultationFormForItems,
  consultationMessages,
  consultationStateLabels,
  ineligibleReasons,
  publicForm,
  readAnswers,
  type ConsultationAnswers,
  type ConsultationForm,
  type ConsultationQuestion,
  type ConsultationState,
  type PublicConsultationForm,
} from "./consultation-rules";
export { ConsultationFields, consultationFieldName, consultationPayload, emptyConsultation, NotEligibleNote, type ConsultationDraft } from "./ui/consultation-fields";
export { bookingFormOf } from "./booking-form-of";
export { readConsultation, type ConsultationGiven, type ConsultationRefusalCode } from "./consultation-request";
