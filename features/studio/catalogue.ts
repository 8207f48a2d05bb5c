import { serviceCopy } from "~/content/catalogue";
import type { Service, ServiceFacts } from "./catalogue-types";

/**
 * The facts of every service: what the availability engine, the basket, prices and structured data read. The copy
 * pages show comes from content/catalogue.ts. Once staff edit prices (DESIGN 9), this list seeds the database.
 */
export const serviceFacts: readonly ServiceFacts[] = [
  {
    id: "henna-brows",
    slug: "henna-brows",
    name: "Dream Shade",
    category: "face",
    emoji: "🌿",
    pricePence: 3500,
    durationMinutes: 60,
    durationLabel: "1 hour",
    patchTest: "always",
    comingSoon: false,
    packages: [],
  },
  {
    id: "brow-lift",
    slug: "brow-lift",
    name: "Brow Lift",
    category: "face",
    emoji: "🦋",
    pricePence: 5500,
    durationMinutes: 80,
    durationLabel: "1h 20 min",
    patchTest: "recommended-sensitive-skin",
    comingSoon: false,
    packages: [],
  },
  {
    id: "tint-spell",
    slug: "tint-spell",
    name: "Tint Spell",
    category: "face",
    emoji: "🎨",
    pricePence: 4000,
    durationMinutes: 60,
    durationLabel: "1 hour",
    patchTest: "first-time-or-lapsed",
    comingSoon: false,
    packages: [],
  },
  {
    id: "cloud-wax",
    slug: "cloud-wax",
    name: "Cloud Wax",
    category: "face",
    emoji: "☁️",
    pricePence: 2000,
    durationMinutes: 60,
    durationLabel: "1 hour",
    patchTest: "none",
    comingSoon: false,
    packages: [],
  },
  {
    id: "the-glow-lift",
    slug: "the-glow-lift",
    name: "The Glow Lift",
    category: "face",
    emoji: "✨",
    pricePence: 7900,
    durationMinutes: 30,
    durationLabel: "30 min",
    patchTest: "none",
    comingSoon: true,
    waitlistUrl: "/glow-lift-waitlist",
    packages: [
      {
        name: "1 Session",
        sessions: 1,
        durationMinutes: 30,
        pricePence: 7900,
      },
      {
        name: "6 Sessions",
        sessions: 6,
        durationMinutes: 30,
        pricePence: 39900,
      },
      {
        name: "8 Sessions",
        sessions: 8,
        durationMinutes: 30,
        pricePence: 49900,
      },
    ],
  },
  {
    id: "inch-away",
    slug: "inch-away",
    name: "Inch Away",
    category: "body",
    emoji: "🌊",
    pricePence: 8900,
    durationMinutes: 30,
    durationLabel: "30 min",
    patchTest: "none",
    comingSoon: true,
    waitlistUrl: "/inch-away-waitlist",
    packages: [
      {
        name: "1 Session",
        sessions: 1,
        durationMinutes: 30,
        pricePence: 8900,
      },
      {
        name: "6 Sessions",
        sessions: 6,
        durationMinutes: 30,
        pricePence: 42900,
      },
      {
        name: "8 Sessions",
        sessions: 8,
        durationMinutes: 30,
        pricePence: 54900,
      },
    ],
  },
  {
    id: "smooth-sculpt",
    slug: "smooth-sculpt",
    name: "Smooth & Sculpt",
    category: "body",
    emoji: "🔥",
    pricePence: 8900,
    durationMinutes: 40,
    durationLabel: "40 min",
    patchTest: "none",
    comingSoon: true,
    waitlistUrl: "/smooth-sculpt-waitlist",
    packages: [
      {
        name: "1 Session",
        sessions: 1,
        durationMinutes: 40,
        pricePence: 8900,
      },
      {
        name: "6 Sessions",
        sessions: 6,
        durationMinutes: 40,
        pricePence: 42900,
      },
      {
        name: "8 Sessions",
        sessions: 8,
        durationMinutes: 40,
        pricePence: 54900,
      },
    ],
  },
  {
    id: "the-ice-sculpt",
    slug: "the-ice-sculpt",
    name: "The Ice Sculpt",
    category: "body",
    emoji: "🧊",
    pricePence: 16900,
    durationMinutes: 45,
    durationLabel: "45-90 min",
    patchTest: "none",
    comingSoon: true,
    waitlistUrl: "/fat-freezing-waitlist",
    packages: [
      {
        name: "1 Cup",
        sessions: 1,
        durationMinutes: 45,
        pricePence: 16900,
      },
      {
        name: "2 Cups",
        sessions: 1,
        durationMinutes: 60,
        pricePence: 29900,
      },
      {
        name: "3 Cups",
        sessions: 1,
        durationMinutes: 70,
        pricePence: 39900,
      },
      {
        name: "4 Cups",
        sessions: 1,
        durationMinutes: 75,
        pricePence: 54900,
      },
      {
        name: "5 Cups",
        sessions: 1,
        durationMinutes: 90,
        pricePence: 64900,
      },
    ],
  },
  {
    id: "single-combo-session",
    slug: "single-combo-session",
    name: "Single Combo Session",
    category: "body",
    emoji: "💫",
    pricePence: 15900,
    durationMinutes: 60,
    durationLabel: "60 min",
    patchTest: "none",
    comingSoon: true,
    packages: [],
  },
  {
    id: "sculpt-firm-program",
    slug: "sculpt-firm-program",
    name: "Sculpt & Firm Program",
    category: "body",
    emoji: "💎",
    pricePence: 78900,
    durationMinutes: 60,
    durationLabel: "6 weeks",
    patchTest: "none",
    comingSoon: true,
    packages: [
      {
        name: "6 Sessions",
        sessions: 6,
        durationMinutes: 60,
        pricePence: 78900,
      },
    ],
  },
  {
    id: "total-body-reboot",
    slug: "total-body-reboot",
    name: "Total Body Reboot",
    category: "body",
    emoji: "🌟",
    pricePence: 99900,
    durationMinutes: 60,
    durationLabel: "8 weeks",
    patchTest: "none",
    comingSoon: true,
    packages: [
      {
        name: "8 Sessions",
        sessions: 8,
        durationMinutes: 60,
        pricePence: 99900,
      },
    ],
  },
  {
    id: "dream-define-trial",
    slug: "dream-define-trial",
    name: "Dream Define Trial",
    category: "body",
    emoji: "👑",
    pricePence: 29900,
    durationMinutes: 75,
    durationLabel: "75 min per session",
    patchTest: "none",
    comingSoon: true,
    packages: [
      {
        name: "6 Sessions",
        sessions: 6,
        durationMinutes: 75,
        pricePence: 129900,
      },
      {
        name: "8 Sessions",
        sessions: 8,
        durationMinutes: 75,
        pricePence: 149900,
      },
      {
        name: "10 Sessions",
        sessions: 10,
        durationMinutes: 75,
        pricePence: 179900,
      },
    ],
  },
];

/**
 * The patch test (DESIGN section 3): free, 15 minutes, bookable like a service but not shown among the treatments.
 * Henna always needs one at least 24 hours before; tint needs one for first-timers or after six months.
 */
const patchTestFacts: ServiceFacts = {
  id: "patch-test",
  slug: "patch-test",
  name: "Patch Test",
  category: "face",
  emoji: "🧪",
  pricePence: 0,
  durationMinutes: 15,
  durationLabel: "15 min",
  patchTest: "none",
  comingSoon: false,
  packages: [],
};

// Calls below are marked pure so a browser bundle that imports only the facts leaves the copy behind.
function withCopy(facts: ServiceFacts): Service {
  const copy = serviceCopy[facts.slug];
  if (!copy) throw new Error(`content/catalogue.ts has no copy for "${facts.slug}"`);
  const { packageDescriptions, ...text } = copy;
  return { ...facts, ...text, packages: facts.packages.map((pkg) => ({ ...pkg, description: packageDescriptions[pkg.name] ?? "" })) };
}

export const services: readonly Service[] = /* @__PURE__ */ serviceFacts.map(withCopy);

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export const faceServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => service.category === "face");

export const bodyServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => service.category === "body");

export function lowestPricePence(service: Pick<ServiceFacts, "pricePence" | "packages">): number {
  return Math.min(service.pricePence, ...service.packages.map((pkg) => pkg.pricePence));
}

export const patchTestService: Service = /* @__PURE__ */ withCopy(patchTestFacts);

/** Everything the booking page can put in a basket: the available treatments and the patch test. */
export const bookableServices: readonly Service[] = /* @__PURE__ */ services.filter((service) => !service.comingSoon).concat(patchTestService);

export function findBookable(id: string): Service | undefined {
  return bookableServices.find((service) => service.id === id);
}
