/**
 * The Bookings tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). The Calendar tab has
 * its own entry (calendar/index.ts): each tab is a chunk of its own, and the diary does not bring the list's code.
 */
export { BookingsPanel } from "./bookings-panel";
export type { AdminBooking, BookingAdminServer, BookingPages, BookingsTabData, CalendarTabData } from "./booking-admin-data";
