export * from "./catalogue.server";
export * from "./launch/launches.server";
