export * from "./appointment-text";
export * from "./booking-badges";
export * from "./booking-status";
export * from "./change-policy";
export * from "./ics";
export * from "./emails/booking-emails";
export * from "./manage/manage-link";
