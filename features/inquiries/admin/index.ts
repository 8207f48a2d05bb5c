/** The Contacts and Waitlist tabs of the staff dashboard, which lists them (features/staff/ui/dashboard.tsx). */
export { ContactsPanel } from "./contacts-panel";
export { WaitlistPanel } from "./waitlist-panel";
export type { AdminContact, WaitlistEntry } from "./inquiries-data";
