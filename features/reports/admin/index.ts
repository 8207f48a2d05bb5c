/** The Reports tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { ReportsPanel } from "./reports-panel";
export type { ReportsData } from "./reports-data";
