export * from "./opening-hours-summary";
export * from "./service-pricing";
export * from "./studio";
export * from "./catalogue";
export * from "./catalogue-types";
export * from "./service-changes";
export * from "./studio-facts";
export * from "./launch/early-access";
