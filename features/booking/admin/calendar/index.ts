/** The Calendar tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx): a chunk of its own. */
export { CalendarPanel } from "./calendar-panel";
