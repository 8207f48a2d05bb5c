export {
  bookingForm,
  bookingForConsultation,
  consultationsOfPerson,
  consultationStates,
  eraseConsultations,
  healthAnswerViews,
  keepConsultation,
  readBookingHealthAnswers,
  readHealthAnswers,
  sweepConsultations,
  type ConsultationViewer,
} from "./consultations.server";
export { submitManageConsultation } from "./use-cases/submit-manage-consultation.server";
