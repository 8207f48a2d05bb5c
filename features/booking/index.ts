export * from "./appointment-text";
export { bookTreatmentPath } from "./pages/booking-choice";
export * from "./lifecycle/booking-badges";
export * from "./lifecycle/booking-status";
export * from "./changes/change-policy";
export { amountDuePence } from "./payments/amount-due";
export * from "./ics";
export * from "./emails/booking-emails";
export * from "./manage/manage-link";
export * from "./staff/staff-booking-form";
export { cancelDialogSchema, changeMessages, refundDialogSchema, rescheduleSchema } from "./changes/booking-change-form";
export { bookingMessages, memberPriceLabels, slotRefusal } from "./booking-messages";
export { bookingSettingsCopy, formatHorizon } from "./diary/booking-settings";
export { courseStaffLine } from "./courses/course-view";
export { coursePaymentLabel, isCourseSession } from "./courses/course-rules";
// The card step, shared with the other things the studio sells online (a gift voucher's payment, decision 0025; joining the Dreams Club, 0028).
export { CardStep, Working, type CardPayment } from "./ui/checkout/card-step";
export type { AuthenticationResult } from "./ui/checkout/demo-payment-form";
export { call as callJsonApi, type ApiAnswer } from "./ui/booking-api";
