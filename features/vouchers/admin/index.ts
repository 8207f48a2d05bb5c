/** The Vouchers tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { VouchersPanel } from "./vouchers-panel";
export type { VouchersData } from "./vouchers-data";
