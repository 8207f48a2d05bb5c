export * from "./aftercare";
export * from "./portfolio";
export * from "./treatment-lines";
