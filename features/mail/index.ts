export * from "./email-frame";
export * from "./unsubscribe-link";
