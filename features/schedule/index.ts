export * from "./bank-holidays";
export * from "./schedule-form";
