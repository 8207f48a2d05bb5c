/**
 * The dashboard's Clients and Privacy & exports tabs (features/staff/ui/dashboard.tsx lists them), and the booking
 * card's answers for the panel that shows them. Her record's page (/admin/clients/:id) has no React in the browser:
 * its route imports client-record.tsx itself, so the record stays out of the tabs' chunk.
 */
export { ClientsPanel } from "./clients-panel";
export { PrivacyPanel } from "./privacy/privacy-panel";
export type { ClientsData } from "./clients-data";
export type { BookingAnswersAnswer } from "./booking-answers-data";
