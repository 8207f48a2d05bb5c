export { changeStatus, type Actor, type RefusalCode, type StatusChangeResult } from "./lifecycle/booking-lifecycle.server";
export { occupies } from "./diary/occupancy.server";
export { bookingsMeeting, bookingsOutsideHours } from "./bookings.server";
export { cancelBooking, refundBookingPayment, rescheduleBooking, type ChangeResult, type RefundChoice } from "./changes/booking-changes.server";
export type { PaymentProvider } from "./payments/payments";
export { fillManageLinks, findBookingByManageToken, issueManageToken } from "./manage/manage-links.server";
export { createStaffBooking, recordStudioPayment, staffBookingRefusal, type CreateStaffBookingResult, type StudioPaymentResult } from "./staff/staff-bookings.server";
export { applyPaymentOutcome, freeTimes } from "./bookings.server";
export { courseCounts, type CourseCount } from "./courses/course-records.server";
