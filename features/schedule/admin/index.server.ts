export { scheduleRefusals, type AffectedBooking, type AffectedBookingQueries, type ScheduleContext } from "./schedule-change-rules.server";
export { submitBankHoliday } from "./submit-bank-holiday.server";
export { submitClosure } from "./submit-closure.server";
export { submitHours } from "./submit-hours.server";
export { submitRemoveClosure } from "./submit-remove-closure.server";
export { scheduleAction, scheduleTab } from "./schedule-page.server";
