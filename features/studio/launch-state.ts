import type { ServiceCategory, ServiceFacts } from "./catalogue-types";

/**
 * Whether a treatment has arrived: launched by staff, no longer coming soon (paused counts as not live). Every
 * sentence that says "coming soon", "returning" or "book now" asks this, so a launch or a withdrawal changes them all.
 */
export function isLive(service: Pick<ServiceFacts, "state">): boolean {
  return service.state === "live";
}

/** A group of treatments (a category, a line on the home page) has arrived once one of its treatments has. */
export function isAnyLive(services: readonly Pick<ServiceFacts, "state">[]): boolean {
  return services.some(isLive);
}

/** The services of one category, in the catalogue's order. */
export function inCategory<T extends Pick<ServiceFacts, "category">>(services: readonly T[], category: ServiceCategory): T[] {
  return services.filter((service) => service.category === category);
}

/** Copy that holds only until a treatment arrives: "… a course.{until-live} Join the waitlist to hear first.{/until-live}". */
const untilLive = /\{until-live\}([\s\S]*?)\{\/until-live\}/g;

/** A copy text as it reads in the service's current state: the waitlist's words go once it is live. */
export function copyForState(text: string, service: Pick<ServiceFacts, "state">): string {
  return text.replace(untilLive, (_whole, inner: string) => (isLive(service) ? "" : inner));
}
