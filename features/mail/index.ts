export * from "./emails";
