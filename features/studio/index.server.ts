export * from "./catalogue.server";
