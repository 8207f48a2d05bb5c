import type { ServiceFacts } from "~/features/studio";
import { formatPrice } from "~/lib/money";

/**
 * Facts a post states are written as tokens and read when the post is shown, so a price staff change reaches the
 * blog too: `{price:brow-lift}` reads "£55" today and the new price tomorrow. This is the one place tokens expand.
 */
const token = /\{price:([a-z0-9-]+)\}/g;

/** The slugs a text's price tokens name that no service has: the content test and the editor refuse them. */
export function unknownFactTokens(text: string, facts: readonly Pick<ServiceFacts, "slug">[]): string[] {
  return [...text.matchAll(token)].map((match) => match[0]).filter((found) => !facts.some((service) => `{price:${service.slug}}` === found));
}

/** The text with each price token replaced by the service's current price; an unknown token is left as written. */
export function expandFactTokens(text: string, facts: readonly Pick<ServiceFacts, "slug" | "pricePence">[]): string {
  return text.replace(token, (found, slug: string) => {
    const service = facts.find((candidate) => candidate.slug === slug);
    return service ? formatPrice(service.pricePence) : found;
  });
}
