/**
 * What the dashboard shows of a client's records: the Clients tab (features/staff/ui/dashboard.tsx lists it), her
 * record's page (/admin/clients/:id), and the booking card's answers, for the panels that show them.
 */
export { ClientsPanel } from "./clients-panel";
export { ClientRecord } from "./client-record";
export type { ClientsData } from "./clients-data";
export type { BookingAnswersAnswer } from "./booking-answers-data";
