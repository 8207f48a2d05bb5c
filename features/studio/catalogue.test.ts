import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it, expect } from "vitest";
import { serviceCopy } from "~/content/catalogue";
import { catalogueOf, lowestPricePence, seedCatalogue, serviceFacts, serviceIdentities, serviceIdentity } from "./catalogue";
import { patchTestFacts } from "./service-facts";

const { bodyServices, faceServices, find: findService, services } = seedCatalogue;
const patchTestService = seedCatalogue.findBookable("patch-test")!;

/**
 * What must hold of any catalogue the studio writes (not today's figures restated: a price change needs no test
 * change). Prices and durations reach clients through availability, basket and pages, which have tests of their own.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** Minutes a duration label states for one appointment: "1 hour", "1h 20 min", "30 min", "75 min per session", "45-90 min". */
function labelMinutes(label: string): number | "not-a-time" {
  const hoursAndMinutes = /^(\d+)h (\d+) min$/.exec(label);
  if (hoursAndMinutes) return Number(hoursAndMinutes[1]) * 60 + Number(hoursAndMinutes[2]);
  const hours = /^(\d+) hours?$/.exec(label);
  if (hours) return Number(hours[1]) * 60;
  const minutes = /^(\d+)(?:-\d+)? min(?: per session)?$/.exec(label);
  if (minutes) return Number(minutes[1]);
  return "not-a-time";
}

describe("service catalogue", () => {
  it("uses the slug as the id, and ids, names and emojis are unique", () => {
    for (const s of services) expect(s.id).toBe(s.slug);
    for (const key of ["id", "name", "emoji"] as const) {
      expect(new Set(services.map((s) => s[key])).size, key).toBe(services.length);
    }
    for (const s of services) expect(s.slug, s.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("splits the services into face and body, keeping their order", () => {
    expect(faceServices).toEqual(services.filter((s) => s.category === "face"));
    expect(bodyServices).toEqual(services.filter((s) => s.category === "body"));
    expect(faceServices.length + bodyServices.length).toBe(services.length);
  });

  it("stores money as whole pence and durations as whole minutes", () => {
    for (const s of services) {
      for (const [label, value] of [["price", s.pricePence], ["minutes", s.durationMinutes]] as const) {
        expect(Number.isInteger(value) && value > 0, `${s.slug} ${label}`).toBe(true);
      }
      for (const p of s.packages) {
        for (const value of [p.pricePence, p.durationMinutes, p.sessions]) {
          expect(Number.isInteger(value) && value > 0, `${s.slug} ${p.name}`).toBe(true);
        }
        expect(p.name.trim(), s.slug).not.toBe("");
        expect(p.description.trim(), `${s.slug} ${p.name}`).not.toBe("");
      }
    }
  });

  it("states the same minutes in a duration label as the availability engine books", () => {
    for (const s of services) {
      const minutes = labelMinutes(s.durationLabel);
      // A programme's label is its length in weeks; each of its appointments is booked by its packages' minutes.
      if (minutes === "not-a-time") expect(s.durationLabel, s.slug).toMatch(/^\d+ weeks$/);
      else expect(minutes, s.slug).toBe(s.durationMinutes);
    }
  });

  it("never lists a price above what a client can pay for one appointment or the cheapest package", () => {
    for (const s of services) {
      const cheapestPackage = Math.min(...s.packages.map((p) => p.pricePence));
      expect(lowestPricePence(s), s.slug).toBe(Math.min(s.pricePence, cheapestPackage));
      if (s.packages.length > 0) expect(s.pricePence, s.slug).toBeLessThanOrEqual(cheapestPackage);
    }
  });

  it("links a waitlist only from a coming-soon service, to a page the site has", () => {
    const routeTable = readFileSync(path.join(root, "app/routes.ts"), "utf8");
    const linked = services.filter((s) => s.waitlistUrl !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const s of linked) {
      expect(s.comingSoon, s.slug).toBe(true);
      expect(routeTable, s.slug).toContain(`"${s.waitlistUrl!.slice(1)}"`);
    }
    expect(new Set(linked.map((s) => s.waitlistUrl)).size).toBe(linked.length);
  });

  it("has copy for every service and every package, and no copy without a service", () => {
    const slugs = [...serviceFacts, patchTestService].map((s) => s.slug);
    expect(Object.keys(serviceCopy).sort()).toEqual([...slugs].sort());
    for (const s of serviceFacts) {
      expect(Object.keys(serviceCopy[s.slug]!.packageDescriptions).sort(), s.slug).toEqual(s.packages.map((p) => p.name).sort());
    }
  });

  it("writes out the copy of every service", () => {
    for (const s of services) {
      for (const text of [s.technique, s.shortDescription, s.fullDescription, s.longevity]) expect(text.trim(), s.slug).not.toBe("");
      for (const list of [s.benefits, s.process, s.aftercare, s.faqs]) expect(list.length, s.slug).toBeGreaterThan(0);
      for (const line of [...s.benefits, ...s.process, ...s.aftercare, ...s.notes]) expect(line.trim(), s.slug).not.toBe("");
      for (const faq of s.faqs) {
        expect(faq.question.trim(), s.slug).toMatch(/\?$/);
        expect(faq.answer.trim(), `${s.slug}: ${faq.question}`).not.toBe("");
      }
      expect(JSON.stringify(s).toLowerCase(), s.slug).not.toMatch(/lorem|ipsum|todo|tbd/);
    }
  });

  it("names before and after images consistently, each a file the site serves", () => {
    for (const s of services) {
      s.beforeAfterImages.forEach((pair, index) => {
        expect(pair.before).toBe(`/images/portfolio/${s.slug}-${index + 1}-before.svg`);
        expect(pair.after).toBe(`/images/portfolio/${s.slug}-${index + 1}-after.svg`);
        for (const image of [pair.before, pair.after]) expect(existsSync(path.join(root, "public", image)), image).toBe(true);
        expect(pair.alt.trim(), s.slug).not.toBe("");
      });
    }
  });

  it("finds a service by slug and nothing for an unknown slug", () => {
    for (const s of services) expect(findService(s.slug)).toBe(s);
    expect(patchTestService).toMatchObject(patchTestFacts);
    expect(findService("no-such-treatment")).toBeUndefined();
    expect(findService("")).toBeUndefined();
  });
});

describe("catalogueOf", () => {
  it("shows the facts it is given, with the same copy, and books only live services", () => {
    const facts = serviceFacts.map((service) =>
      service.slug === "cloud-wax" ? { ...service, pricePence: 2500, state: "paused" as const, comingSoon: true, launchText: "Back in March" } : service,
    );
    const catalogue = catalogueOf(facts);
    expect(catalogue.find("cloud-wax")).toMatchObject({ pricePence: 2500, state: "paused", shortDescription: seedCatalogue.find("cloud-wax")!.shortDescription });
    expect(catalogue.findBookable("cloud-wax")).toBeUndefined();
    expect(seedCatalogue.findBookable("cloud-wax")).toBeDefined();
  });

  it("answers the 'when' FAQ of a coming-soon service with its launch text", () => {
    const facts = serviceFacts.map((service) => (service.slug === "inch-away" ? { ...service, launchText: "Back in the spring" } : service));
    const faq = catalogueOf(facts).find("inch-away")!.faqs.find((entry) => /when will/i.test(entry.question))!;
    expect(faq.answer).toMatch(/^Back in the spring\. /);
    expect(JSON.stringify(catalogueOf(facts).services)).not.toContain("{launch}");
  });

  it("drops the 'when' FAQ and the waitlist's sentences once a service is live, and has them back when it is withdrawn", () => {
    const launched = catalogueOf(serviceFacts.map((service) => (service.slug === "inch-away" ? { ...service, state: "live" as const, comingSoon: false } : service)));
    const inchAway = launched.find("inch-away")!;
    expect(inchAway.faqs.some((entry) => /when will/i.test(entry.question))).toBe(false);
    expect(inchAway.fullDescription).not.toMatch(/waitlist/i);
    expect(inchAway.fullDescription).toMatch(/results build across a course\.$/);
    const soon = seedCatalogue.find("inch-away")!;
    expect(soon.faqs.some((entry) => /when will/i.test(entry.question))).toBe(true);
    expect(soon.fullDescription).toMatch(/across a course\. Join the waitlist to hear first/);
    expect(JSON.stringify([...launched.services, ...seedCatalogue.services])).not.toContain("until-live");
  });

  it("gives each service's identity (never its price) without a request", () => {
    expect(serviceIdentities.map((service) => service.slug)).toEqual(serviceFacts.map((service) => service.slug));
    expect(serviceIdentity("henna-brows")).toEqual({ id: "henna-brows", slug: "henna-brows", name: "Dream Shade", emoji: "🌿", category: "face", waitlistUrl: undefined, patchTest: "always" });
    expect(serviceIdentity("henna-brows")).not.toHaveProperty("pricePence");
  });
});
