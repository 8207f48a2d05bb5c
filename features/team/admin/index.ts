/** The Team tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { TeamPanel } from "./team-panel";
export type { TeamData } from "./team-data";
