export * from "./catalogue.server";
export * from "./studio-facts.server";
