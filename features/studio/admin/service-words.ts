import type { ServiceState } from "../catalogue-types";
import { formatPrice } from "~/lib/money";

export const stateWords: Record<ServiceState, string> = { live: "Live", "coming-soon": "Coming soon", paused: "Paused" };

type Facts = Record<string, unknown>;
type PackageFacts = { name: string; sessions: number; durationMinutes: number; pricePence: number };

const money = (value: unknown) => (typeof value === "number" ? formatPrice(value) : "the normal price");
const text = (value: unknown) => (typeof value === "string" && value ? `“${value}”` : "none");
const packageWords = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? (value as PackageFacts[]).map((pkg) => `${pkg.name} (${pkg.sessions} × ${pkg.durationMinutes} min, ${formatPrice(pkg.pricePence)})`).join(", ")
    : "none";

const fieldWords: [key: string, label: string, words: (value: unknown) => string][] = [
  ["pricePence", "Price", money],
  ["durationMinutes", "Duration", (value) => `${String(value)} min`],
  ["durationLabel", "Duration as read", text],
  ["state", "State", (value) => stateWords[value as ServiceState] ?? String(value)],
  ["launchText", "Launch text", text],
  ["earlyBirdPricePence", "Early-bird price", money],
  ["packages", "Packages", packageWords],
];

/** What a change did, in words: ["Price £20 → £22.50", "State Coming soon → Live"]. */
export function changeWords(before: Facts, after: Facts): string[] {
  return fieldWords
    .filter(([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(([key, label, words]) => `${label}: ${words(before[key])} → ${words(after[key])}`);
}
