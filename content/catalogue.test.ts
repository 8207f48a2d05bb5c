import { describe, it, expect } from "vitest";
import type { Service } from "~/content/catalogue-types";
import { bodyServices, faceServices, findService, lowestPricePence, services } from "./catalogue";

const expectedSlugs = [
  "henna-brows",
  "brow-lift",
  "tint-spell",
  "cloud-wax",
  "the-glow-lift",
  "inch-away",
  "smooth-sculpt",
  "the-ice-sculpt",
  "single-combo-session",
  "sculpt-firm-program",
  "total-body-reboot",
  "dream-define-trial",
];

const faceSlugs = expectedSlugs.slice(0, 5);
const bodySlugs = expectedSlugs.slice(5);

const browSlugs = ["henna-brows", "brow-lift", "tint-spell", "cloud-wax"];

function service(slug: string): Service {
  const found = findService(slug);
  if (!found) throw new Error(`missing service ${slug}`);
  return found;
}

const figures: Record<string, { name: string; pricePence: number; durationMinutes: number; durationLabel: string }> = {
  "henna-brows": { name: "Dream Shade", pricePence: 3500, durationMinutes: 60, durationLabel: "1 hour" },
  "brow-lift": { name: "Brow Lift", pricePence: 5500, durationMinutes: 80, durationLabel: "1h 20 min" },
  "tint-spell": { name: "Tint Spell", pricePence: 4000, durationMinutes: 60, durationLabel: "1 hour" },
  "cloud-wax": { name: "Cloud Wax", pricePence: 2000, durationMinutes: 60, durationLabel: "1 hour" },
  "the-glow-lift": { name: "The Glow Lift", pricePence: 7900, durationMinutes: 30, durationLabel: "30 min" },
  "inch-away": { name: "Inch Away", pricePence: 8900, durationMinutes: 30, durationLabel: "30 min" },
  "smooth-sculpt": { name: "Smooth & Sculpt", pricePence: 8900, durationMinutes: 40, durationLabel: "40 min" },
  "the-ice-sculpt": { name: "The Ice Sculpt", pricePence: 16900, durationMinutes: 45, durationLabel: "45-90 min" },
  "single-combo-session": {
    name: "Single Combo Session",
    pricePence: 15900,
    durationMinutes: 60,
    durationLabel: "60 min",
  },
  "sculpt-firm-program": {
    name: "Sculpt & Firm Program",
    pricePence: 78900,
    durationMinutes: 60,
    durationLabel: "6 weeks",
  },
  "total-body-reboot": { name: "Total Body Reboot", pricePence: 99900, durationMinutes: 60, durationLabel: "8 weeks" },
  "dream-define-trial": {
    name: "Dream Define Trial",
    pricePence: 29900,
    durationMinutes: 75,
    durationLabel: "75 min per session",
  },
};

type PackageFigures = { sessions: number; pricePence: number; durationMinutes: number };

const packageFigures: Record<string, PackageFigures[]> = {
  "henna-brows": [],
  "brow-lift": [],
  "tint-spell": [],
  "cloud-wax": [],
  "the-glow-lift": [
    { sessions: 1, pricePence: 7900, durationMinutes: 30 },
    { sessions: 6, pricePence: 39900, durationMinutes: 30 },
    { sessions: 8, pricePence: 49900, durationMinutes: 30 },
  ],
  "inch-away": [
    { sessions: 1, pricePence: 8900, durationMinutes: 30 },
    { sessions: 6, pricePence: 42900, durationMinutes: 30 },
    { sessions: 8, pricePence: 54900, durationMinutes: 30 },
  ],
  "smooth-sculpt": [
    { sessions: 1, pricePence: 8900, durationMinutes: 40 },
    { sessions: 6, pricePence: 42900, durationMinutes: 40 },
    { sessions: 8, pricePence: 54900, durationMinutes: 40 },
  ],
  "the-ice-sculpt": [
    { sessions: 1, pricePence: 16900, durationMinutes: 45 },
    { sessions: 1, pricePence: 29900, durationMinutes: 60 },
    { sessions: 1, pricePence: 39900, durationMinutes: 70 },
    { sessions: 1, pricePence: 54900, durationMinutes: 75 },
    { sessions: 1, pricePence: 64900, durationMinutes: 90 },
  ],
  "single-combo-session": [],
  "sculpt-firm-program": [{ sessions: 6, pricePence: 78900, durationMinutes: 60 }],
  "total-body-reboot": [{ sessions: 8, pricePence: 99900, durationMinutes: 60 }],
  "dream-define-trial": [
    { sessions: 6, pricePence: 129900, durationMinutes: 75 },
    { sessions: 8, pricePence: 149900, durationMinutes: 75 },
    { sessions: 10, pricePence: 179900, durationMinutes: 75 },
  ],
};

const waitlistUrls: Record<string, string> = {
  "the-glow-lift": "/glow-lift-waitlist",
  "inch-away": "/inch-away-waitlist",
  "smooth-sculpt": "/smooth-sculpt-waitlist",
  "the-ice-sculpt": "/fat-freezing-waitlist",
};

const comingSoonSlugs = [
  "the-glow-lift",
  "inch-away",
  "smooth-sculpt",
  "the-ice-sculpt",
  "single-combo-session",
  "sculpt-firm-program",
  "total-body-reboot",
  "dream-define-trial",
];

const imagePairCounts: Record<string, number> = { "henna-brows": 2, "brow-lift": 2, "tint-spell": 1 };

describe("service catalogue", () => {
  it("lists exactly the 12 services in order", () => {
    expect(services.map((s) => s.slug)).toEqual(expectedSlugs);
  });

  it("uses the slug as the id, and ids, slugs, names and emojis are unique", () => {
    for (const s of services) expect(s.id).toBe(s.slug);
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.name)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.emoji)).size).toBe(services.length);
    for (const s of services) expect(s.emoji.trim(), s.slug).not.toBe("");
  });

  it("names the brow techniques plainly", () => {
    expect(service("henna-brows").technique).toBe("Henna brows");
    expect(service("brow-lift").technique).toBe("Lamination");
    expect(service("tint-spell").technique).toBe("Hybrid stain");
    expect(service("cloud-wax").technique).toBe("Brow wax");
    for (const s of services) expect(s.technique.trim(), s.slug).not.toBe("");
  });

  it("puts the first five services in face and the rest in body, in order", () => {
    for (const slug of faceSlugs) expect(service(slug).category).toBe("face");
    for (const slug of bodySlugs) expect(service(slug).category).toBe("body");
    expect(faceServices.map((s) => s.slug)).toEqual(faceSlugs);
    expect(bodyServices.map((s) => s.slug)).toEqual(bodySlugs);
  });

  it("has the catalogue's names, prices and durations", () => {
    for (const [slug, expected] of Object.entries(figures)) {
      const s = service(slug);
      expect(s.name, slug).toBe(expected.name);
      expect(s.pricePence, slug).toBe(expected.pricePence);
      expect(s.durationMinutes, slug).toBe(expected.durationMinutes);
      expect(s.durationLabel, slug).toBe(expected.durationLabel);
    }
    expect(Object.keys(figures).sort()).toEqual([...expectedSlugs].sort());
  });

  it("stores money as whole pence and durations as whole minutes", () => {
    for (const s of services) {
      expect(Number.isInteger(s.pricePence) && s.pricePence > 0, s.slug).toBe(true);
      expect(Number.isInteger(s.durationMinutes) && s.durationMinutes > 0, s.slug).toBe(true);
      for (const p of s.packages) {
        expect(Number.isInteger(p.pricePence) && p.pricePence > 0, `${s.slug} ${p.name}`).toBe(true);
        expect(Number.isInteger(p.durationMinutes) && p.durationMinutes > 0, `${s.slug} ${p.name}`).toBe(true);
        expect(Number.isInteger(p.sessions) && p.sessions > 0, `${s.slug} ${p.name}`).toBe(true);
      }
    }
  });

  it("has every package figure, each with a name and a written description", () => {
    for (const [slug, expected] of Object.entries(packageFigures)) {
      const s = service(slug);
      expect(
        s.packages.map((p) => ({ sessions: p.sessions, pricePence: p.pricePence, durationMinutes: p.durationMinutes })),
        slug,
      ).toEqual(expected);
      for (const p of s.packages) {
        expect(p.name.trim(), slug).not.toBe("");
        expect(p.description.trim().length, `${slug} ${p.name}`).toBeGreaterThan(20);
      }
    }
    expect(Object.keys(packageFigures).sort()).toEqual([...expectedSlugs].sort());
  });

  it("prices a service with packages at its lowest package, except the Dream Define trial session", () => {
    for (const s of services) {
      if (s.packages.length === 0 || s.slug === "dream-define-trial") continue;
      expect(s.pricePence, s.slug).toBe(Math.min(...s.packages.map((p) => p.pricePence)));
    }
  });

  it("gives the lowest price a client can pay", () => {
    expect(lowestPricePence(service("cloud-wax"))).toBe(2000);
    expect(lowestPricePence(service("the-ice-sculpt"))).toBe(16900);
    expect(lowestPricePence(service("sculpt-firm-program"))).toBe(78900);
    expect(lowestPricePence(service("dream-define-trial"))).toBe(29900);
    for (const s of services) expect(lowestPricePence(s), s.slug).toBeLessThanOrEqual(s.pricePence);
  });

  it("marks exactly the eight machine and body services as coming soon", () => {
    expect(services.filter((s) => s.comingSoon).map((s) => s.slug)).toEqual(comingSoonSlugs);
  });

  it("links the four waitlists and gives no waitlist to the other services", () => {
    for (const s of services) {
      const url = waitlistUrls[s.slug];
      if (url === undefined) expect("waitlistUrl" in s, s.slug).toBe(false);
      else expect(s.waitlistUrl, s.slug).toBe(url);
    }
  });

  it("sets the patch test rules of the policies", () => {
    expect(service("henna-brows").patchTest).toBe("always");
    expect(service("tint-spell").patchTest).toBe("first-time-or-lapsed");
    expect(service("brow-lift").patchTest).toBe("recommended-sensitive-skin");
    const others = services.filter((s) => !["henna-brows", "tint-spell", "brow-lift"].includes(s.slug));
    for (const s of others) expect(s.patchTest, s.slug).toBe("none");
  });

  it("states the longevity of the brow treatments", () => {
    expect(service("henna-brows").longevity).toBe("Skin stain up to 2 weeks, hair 4-6 weeks");
    expect(service("tint-spell").longevity).toBe("Up to 6 weeks on hair");
    expect(service("brow-lift").longevity).toBe("6-8 weeks");
    expect(service("cloud-wax").longevity).toBe("About 4 weeks");
    expect(service("the-ice-sculpt").longevity).toMatch(/2-3 months/);
  });

  it("writes out the copy of every service", () => {
    for (const s of services) {
      expect(s.shortDescription.trim().length, s.slug).toBeGreaterThan(40);
      expect(s.fullDescription.trim().length, s.slug).toBeGreaterThan(300);
      expect(s.longevity.trim(), s.slug).not.toBe("");
      expect(s.benefits.length, s.slug).toBeGreaterThanOrEqual(5);
      expect(s.benefits.length, s.slug).toBeLessThanOrEqual(6);
      expect(s.process.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.process.length, s.slug).toBeLessThanOrEqual(6);
      expect(s.aftercare.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.aftercare.length, s.slug).toBeLessThanOrEqual(6);
      expect(s.faqs.length, s.slug).toBeGreaterThanOrEqual(4);
      expect(s.faqs.length, s.slug).toBeLessThanOrEqual(6);
      for (const line of [...s.benefits, ...s.process, ...s.aftercare]) expect(line.trim(), s.slug).not.toBe("");
      for (const faq of s.faqs) {
        expect(faq.question.trim().endsWith("?"), `${s.slug}: ${faq.question}`).toBe(true);
        expect(faq.answer.trim(), `${s.slug}: ${faq.question}`).not.toBe("");
      }
      expect(
        s.faqs.some((faq) => faq.answer.length > 80),
        s.slug,
      ).toBe(true);
      expect(JSON.stringify(s).toLowerCase(), s.slug).not.toMatch(/lorem|ipsum|todo|tbd/);
    }
  });

  it("has notes for the four brow services only", () => {
    for (const s of services) {
      if (browSlugs.includes(s.slug)) {
        expect(s.notes.length, s.slug).toBeGreaterThanOrEqual(2);
        expect(s.notes.length, s.slug).toBeLessThanOrEqual(4);
        for (const note of s.notes) expect(note.trim(), s.slug).not.toBe("");
      } else {
        expect(s.notes, s.slug).toEqual([]);
      }
    }
  });

  it("tells brow clients to keep their brows dry after henna, lamination and tint", () => {
    for (const slug of ["henna-brows", "brow-lift", "tint-spell"]) {
      expect(
        service(slug).aftercare.some((line) => /dry for 24-48 hours/.test(line)),
        slug,
      ).toBe(true);
    }
  });

  it("states the Ice Sculpt claim and eligibility honestly", () => {
    const ice = service("the-ice-sculpt");
    expect(ice.fullDescription).toMatch(/20-25%/);
    expect(ice.fullDescription).toMatch(/2-3 months/);
    expect(ice.fullDescription).toMatch(/under 18/);
    expect(ice.fullDescription).toMatch(/above 30 or below 18\.5/);
  });

  it("names before and after images consistently, for the brow services with photos only", () => {
    for (const s of services) {
      const count = imagePairCounts[s.slug] ?? 0;
      expect(s.beforeAfterImages.length, s.slug).toBe(count);
      s.beforeAfterImages.forEach((pair, index) => {
        expect(pair.before).toBe(`/images/portfolio/${s.slug}-${index + 1}-before.svg`);
        expect(pair.after).toBe(`/images/portfolio/${s.slug}-${index + 1}-after.svg`);
        expect(pair.alt.trim().length, s.slug).toBeGreaterThan(20);
      });
    }
  });

  it("finds a service by slug and nothing for an unknown slug", () => {
    expect(findService("brow-lift")?.name).toBe("Brow Lift");
    expect(findService("no-such-treatment")).toBeUndefined();
    expect(findService("")).toBeUndefined();
  });
});
