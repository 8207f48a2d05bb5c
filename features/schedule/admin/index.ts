/** The Schedule tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { SchedulePanel } from "./schedule-panel";
export type { ScheduleData } from "./schedule-data";
