export * from "./email-frame";
export * from "./unsubscribe-link";
export { mailTone } from "./mail-tone";
