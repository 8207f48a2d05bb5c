/** The Services tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { ServicesPanel } from "./services-panel";
export type { AdminService, ServicesData } from "./services-data";
