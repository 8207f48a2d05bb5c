export * from "./marketing-consent";
export { marketingFields } from "./marketing-fields";
export { MarketingOptIn } from "./ui/marketing-opt-in";
