import { serviceCopy } from "~/content/catalogue";
import type { PatchTestRule, Service, ServiceCategory, ServiceFacts } from "./catalogue-types";
import { bookableOnline, patchTestFacts, serviceFacts } from "./service-facts";
import { copyForState, isLive } from "./launch-state";

/**
 * The services as pages show them: the facts with their copy from content/catalogue.ts. The facts staff may change
 * (prices, durations, packages, states: DESIGN 9) come from the database on every request
 * (`currentServiceFacts`, catalogue.server.ts); `catalogueOf` joins them with the copy. A page that shows no prose
 * reads the facts alone, so the copy stays out of its JavaScript; the seed catalogue is marked pure so a bundle that
 * only passes through this module (a feature's index) drops it.
 */
export { serviceFacts };

/** The catalogue's categories, each named once: the services page's tabs and /book's tabs say these words. */
export const serviceCategories: readonly { value: ServiceCategory; name: string }[] = [
  { value: "face", name: "Brows & Face" },
  { value: "body", name: "Body Sculpting" },
];

export function categoryName(category: ServiceCategory): string {
  return serviceCategories.find((entry) => entry.value === category)!.name;
}

/** How a coming-soon service's arrival reads ("Returning soon"), from its launch text. */
export function launchLabel(service: Pick<ServiceFacts, "launchText">): string {
  return service.launchText ?? "Coming soon";
}

/** How each catalogue patch-test rule reads to a client. */
export const patchTestRuleText: Record<Exclude<PatchTestRule, "none">, string> = {
  always: "Required for every client, before every treatment, unless you have had a patch test with us in the last 6 months.",
  "first-time-or-lapsed": "Required if this is your first tint with us, or your last tint was more than 6 months ago.",
  "recommended-sensitive-skin": "Recommended if you have sensitive skin, allergies or have reacted to beauty products before.",
};

function withCopy(facts: ServiceFacts): Service {
  const copy = serviceCopy[facts.slug];
  if (!copy) throw new Error(`content/catalogue.ts has no copy for "${facts.slug}"`);
  const { packageDescriptions, faqs, fullDescription, ...text } = copy;
  // A FAQ about when a service arrives answers with its launch text, the one place launch timing is said; once it
  // has arrived the question is no longer asked.
  const asked = isLive(facts) ? faqs.filter((faq) => !faq.answer.includes("{launch}")) : faqs;
  const answered = asked.map((faq) => ({ ...faq, answer: faq.answer.replace("{launch}", launchLabel(facts)) }));
  return { ...facts, ...text, fullDescription: copyForState(fullDescription, facts), faqs: answered, packages: facts.packages.map((pkg) => ({ ...pkg, description: packageDescriptions[pkg.name] ?? "" })) };
}

export function lowestPricePence(service: Pick<ServiceFacts, "pricePence" | "packages">): number {
  return Math.min(service.pricePence, ...service.packages.map((pkg) => pkg.pricePence));
}

/** Everything the booking page can put in a basket: the live treatments and the patch test. */
export function bookableFacts(facts: readonly ServiceFacts[]): ServiceFacts[] {
  // A service in its early-access window is booked only through a link (the booking feature adds it for one).
  return facts.filter(bookableOnline).concat(patchTestFacts);
}

export interface Catalogue {
  services: readonly Service[];
  faceServices: readonly Service[];
  bodyServices: readonly Service[];
  /** The live treatments and the patch test. */
  bookableServices: readonly Service[];
  find(slug: string): Service | undefined;
  findBookable(id: string): Service | undefined;
}

export function catalogueOf(facts: readonly ServiceFacts[]): Catalogue {
  const services = facts.map(withCopy);
  const bookableServices = services.filter(bookableOnline).concat(withCopy(patchTestFacts));
  return {
    services,
    faceServices: services.filter((service) => service.category === "face"),
    bodyServices: services.filter((service) => service.category === "body"),
    bookableServices,
    find: (slug) => services.find((service) => service.slug === slug),
    findBookable: (id) => bookableServices.find((service) => service.id === id),
  };
}

/** What never changes about a service (its name, address, emoji, category, waitlist): safe to read without a request. */
export type ServiceIdentity = Pick<ServiceFacts, "id" | "slug" | "name" | "emoji" | "category" | "waitlistUrl" | "patchTest">;

export function serviceIdentity(slug: string): ServiceIdentity | undefined {
  const facts = slug === patchTestFacts.slug ? patchTestFacts : serviceFacts.find((service) => service.slug === slug);
  if (!facts) return undefined;
  const { id, name, emoji, category, waitlistUrl, patchTest } = facts;
  return { id, slug: facts.slug, name, emoji, category, waitlistUrl, patchTest };
}

/** One of the studio's services, the patch test among them: what a practitioner, a room or a machine can be given. */
export const isStudioService = (slug: string): boolean => serviceIdentity(slug) !== undefined;

/** A service's hands-on minutes (ServiceFacts.handsOn): a fact of how the treatment is done, not one staff edit. */
export function handsOnOf(slug: string): ServiceFacts["handsOn"] {
  return (slug === patchTestFacts.slug ? patchTestFacts : serviceFacts.find((service) => service.slug === slug))?.handsOn;
}

/** Every service's identity, in the catalogue's order. */
export const serviceIdentities: readonly ServiceIdentity[] = /* @__PURE__ */ serviceFacts.map((facts) => serviceIdentity(facts.slug)!);

/** The catalogue as the code seeds it: for tests, and where no request has read the database (a page's fallback). */
export const seedCatalogue: Catalogue = /* @__PURE__ */ catalogueOf(serviceFacts);
