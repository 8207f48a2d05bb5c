export * from "./email-frame";
