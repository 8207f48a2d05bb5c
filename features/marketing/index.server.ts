export * from "./marketing-consents.server";
