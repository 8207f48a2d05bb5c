export * from "./marketing-consent";
export { MarketingOptIn } from "./ui/marketing-opt-in";
