/**
 * The booking's emails to the client and the studio's notices, built on the mail frame, by the moment they are
 * sent: a booking made (booking-made-emails.ts) or changed (booking-change-emails.ts).
 */
export { bookingReference, calendarFile, noEmailGiven, type BookedItemForEmail, type BookingForEmail } from "./booking-email-parts";
export * from "./booking-made-emails";
export * from "./booking-change-emails";
