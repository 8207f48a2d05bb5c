import { serviceCopy } from "~/content/catalogue";
import type { Service, ServiceFacts } from "./catalogue-types";
import { patchTestFacts, serviceFacts } from "./service-facts";

/**
 * The services as pages show them: the facts (./service-facts.ts) with their copy from content/catalogue.ts. A page
 * that shows no prose reads the facts alone, so the copy stays out of its JavaScript; the merges are marked pure so a
 * bundle that only passes through this module (a feature's index) drops it.
 */
export { serviceFacts };

// Calls below are marked pure so a browser bundle that imports only the facts leaves the copy behind.
function withCopy(facts: ServiceFacts): Service {
  const copy = serviceCopy[facts.slug];
  if (!copy) throw new Error(`content/catalogue.ts has no copy for "${facts.slug}"`);
  const { packageDescriptions, faqs, ...text } = copy;
  // A FAQ about when a service arrives answers with its launch text, the one place launch timing is said.
  const answered = faqs.map((faq) => ({ ...faq, answer: faq.answer.replace("{launch}", launchLabel(facts)) }));
  return { ...facts, ...text, faqs: answered, packages: facts.packages.map((pkg) => ({ ...pkg, description: packageDescriptions[pkg.name] ?? "" })) };
}

export const services: readonly Service[] = /* @__PURE__ */ serviceFacts.map(withCopy);

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export const faceServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => service.category === "face");

export const bodyServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => service.category === "body");

/** How a coming-soon service's arrival reads ("Returning soon"), from its launch text. */
export function launchLabel(service: Pick<ServiceFacts, "launchText">): string {
  return service.launchText ?? "Coming soon";
}

export function lowestPricePence(service: Pick<ServiceFacts, "pricePence" | "packages">): number {
  return Math.min(service.pricePence, ...service.packages.map((pkg) => pkg.pricePence));
}

export const patchTestService: Service = /* @__PURE__ */ withCopy(patchTestFacts);

/** Everything the booking page can put in a basket: the available treatments and the patch test. */
export const bookableServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => !service.comingSoon).concat(patchTestService);

export function findBookable(id: string): Service | undefined {
  return bookableServices.find((service) => service.id === id);
}
