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
} from "./consultation-rules";
export { readConsultation, type ConsultationGiven, type ConsultationRefusalCode } from "./consultation-request";
