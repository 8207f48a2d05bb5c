export * from "./catalogue.server";
export * from "./studio-facts.server";
export * from "./launch/launches.server";
