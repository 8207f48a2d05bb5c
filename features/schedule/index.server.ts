export * from "./schedule.server";
