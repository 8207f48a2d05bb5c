/** The Mail tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { MailPanel } from "./mail-panel";
export type { OutboxRow } from "./mail-data";
