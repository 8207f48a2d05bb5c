export * from "./aftercare";
export * from "./portfolio";
