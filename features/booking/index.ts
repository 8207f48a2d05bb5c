export * from "./appointment-text";
export * from "./booking-badges";
export * from "./booking-status";
export * from "./ics";
export * from "./emails/booking-emails";
