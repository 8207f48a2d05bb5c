export {
  scheduleRefusals,
  submitBankHoliday,
  submitClosure,
  submitHours,
  submitRemoveClosure,
  type AffectedBooking,
  type AffectedBookingQueries,
  type ScheduleContext,
} from "./schedule-changes.server";
export { scheduleAction, scheduleTab } from "./schedule-page.server";
