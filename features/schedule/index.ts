export * from "./bank-holidays";
export * from "./schedule-form";
export * from "./closed-days";
