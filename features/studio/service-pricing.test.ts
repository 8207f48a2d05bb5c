import { describe, expect, it } from "vitest";
import { seedCatalogue } from "./catalogue";
import type { Service, ServicePackage } from "./catalogue-types";
import {
  detailPriceLabel,
  highlightPriceLabel,
  offerPrice,
  priceRange,
  serviceCardPriceLabel,
  servicesBadgeLabel,
  treatmentTimeRange,
} from "./service-pricing";

const { find: findService, services } = seedCatalogue;
const base = services[0]!;

function buildService(overrides: Partial<Service> = {}): Service {
  const service = { ...base, comingSoon: false, launchText: null, packages: [], waitlistUrl: undefined, ...overrides };
  // The state is the fact the labels read (isLive); comingSoon follows it, as the catalogue keeps them.
  return { ...service, state: overrides.state ?? (service.comingSoon ? "coming-soon" : "live") };
}

function buildPackage(overrides: Partial<ServicePackage> = {}): ServicePackage {
  return { name: "1 Session", sessions: 1, durationMinutes: 30, pricePence: 8900, description: "One session.", ...overrides };
}

function catalogueService(slug: string): Service {
  const service = findService(slug);
  if (!service) throw new Error(`missing ${slug}`);
  return service;
}

describe("serviceCardPriceLabel (home service cards)", () => {
  it("reads the launch text for a coming-soon service, packages or not, and never a year", () => {
    expect(serviceCardPriceLabel(buildService({ comingSoon: true, launchText: "Back in the spring" }))).toBe("Back in the spring");
    expect(serviceCardPriceLabel(buildService({ comingSoon: true, launchText: "Returning soon", packages: [buildPackage()] }))).toBe("Returning soon");
    expect(serviceCardPriceLabel(buildService({ comingSoon: true, launchText: null }))).toBe("Coming soon");
  });

  it("reads 'From £x' for an available service sold in packages", () => {
    expect(serviceCardPriceLabel(buildService({ pricePence: 8900, packages: [buildPackage()] }))).toBe("From £89");
  });

  it("reads the plain price otherwise", () => {
    expect(serviceCardPriceLabel(buildService({ pricePence: 3500 }))).toBe("£35");
    expect(serviceCardPriceLabel(buildService({ pricePence: 3550 }))).toBe("£35.50");
  });
});

describe("servicesBadgeLabel (services page)", () => {
  it("reads the launch text, 'From £x' or '£x'", () => {
    expect(servicesBadgeLabel(buildService({ comingSoon: true, launchText: "Launching soon", packages: [buildPackage()] }))).toBe("Launching soon");
    expect(servicesBadgeLabel(buildService({ pricePence: 7900, packages: [buildPackage()] }))).toBe("From £79");
    expect(servicesBadgeLabel(buildService({ pricePence: 2000 }))).toBe("£20");
  });
});

describe("detailPriceLabel (service detail)", () => {
  it("reads 'Coming Soon' or the price", () => {
    expect(detailPriceLabel(buildService({ comingSoon: true }))).toBe("Coming Soon");
    expect(detailPriceLabel(buildService({ pricePence: 5500 }))).toBe("£55");
  });
});

describe("highlightPriceLabel (home highlight grid)", () => {
  it("quotes the catalogue, not the spec's conflicting highlight prices", () => {
    expect(highlightPriceLabel(catalogueService("henna-brows"))).toBe("from £35");
    expect(highlightPriceLabel(catalogueService("brow-lift"))).toBe("from £55");
    expect(highlightPriceLabel(catalogueService("tint-spell"))).toBe("from £40");
    expect(highlightPriceLabel(catalogueService("cloud-wax"))).toBe("from £20");
  });

  it("starts from the cheapest package when one costs less than the service price", () => {
    expect(highlightPriceLabel(buildService({ pricePence: 9900, packages: [buildPackage({ pricePence: 7900 })] }))).toBe("from £79");
  });
});

describe("priceRange (structured data)", () => {
  it("spans the services that can be booked now: £20-£55 for the catalogue", () => {
    expect(priceRange(services)).toBe("£20-£55");
  });

  it("ignores coming-soon services", () => {
    const range = priceRange([
      buildService({ pricePence: 3000 }),
      buildService({ pricePence: 99900, comingSoon: true }),
      buildService({ pricePence: 4500 }),
    ]);
    expect(range).toBe("£30-£45");
  });

  it("gives a single price when there is only one, and nothing when nothing can be booked", () => {
    expect(priceRange([buildService({ pricePence: 3000 })])).toBe("£30");
    expect(priceRange([buildService({ comingSoon: true })])).toBe("");
  });
});

describe("offerPrice (structured data)", () => {
  it("is pounds with two decimals and no currency sign", () => {
    expect(offerPrice(buildService({ pricePence: 3500 }))).toBe("35.00");
    expect(offerPrice(buildService({ pricePence: 16950 }))).toBe("169.50");
  });
});

describe("treatmentTimeRange (services hero)", () => {
  it("runs from the shortest to the longest appointment, packages included", () => {
    const range = treatmentTimeRange([
      buildService({ durationMinutes: 60 }),
      buildService({ durationMinutes: 45, packages: [buildPackage({ durationMinutes: 90 }), buildPackage({ durationMinutes: 20 })] }),
    ]);
    expect(range).toBe("20-90 min");
  });

  it("reads 30-90 min for the catalogue", () => {
    expect(treatmentTimeRange(services)).toBe("30-90 min");
  });
});
