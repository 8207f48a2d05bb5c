/** The Members tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { MembersPanel } from "./members-panel";
export type { MembersData } from "./members-data";
