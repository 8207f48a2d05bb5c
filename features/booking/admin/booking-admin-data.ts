import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Bookings and Calendar tabs, the booking card and its dialogs receive, inferred from their loaders and
 * actions (the .server modules of this folder), which register themselves here: UI code may not import a .server
 * module, not even for its types. The card's answers come from clients' loader, registered by its route
 * (app/routes/staff/bookings/admin-booking-consultation.ts): booking may not import clients, which reads bookings.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the .server modules named above
export interface BookingAdminServer {}

export type BookingsTabData = Serialized<BookingAdminServer["bookingsTab"]>;
export type AdminBooking = BookingsTabData["rows"][number];
export type BookingPages = BookingsTabData["paging"];
export type CalendarTabData = Serialized<BookingAdminServer["calendarTab"]>;
export type BookingAnswersAnswer = Serialized<BookingAdminServer["answers"]>;
