import { describe, expect, it } from "vitest";
import { ALL_SERVICES, matchesPortfolioFilter, parsePortfolioFilter, portfolioFilterHref } from "./portfolio-filter";

const slugs = ["henna-brows", "brow-lift", "tint-spell", "cloud-wax"];

describe("portfolio filter", () => {
  it("reads a known service slug", () => {
    expect(parsePortfolioFilter("brow-lift", slugs)).toBe("brow-lift");
  });

  it("falls back to all services when the value is missing or unknown", () => {
    expect(parsePortfolioFilter(null, slugs)).toBe(ALL_SERVICES);
    expect(parsePortfolioFilter("", slugs)).toBe(ALL_SERVICES);
    expect(parsePortfolioFilter("the-ice-sculpt", slugs)).toBe(ALL_SERVICES);
    expect(parsePortfolioFilter("Brow-Lift", slugs)).toBe(ALL_SERVICES);
  });

  it("links to /portfolio without a parameter for all services", () => {
    expect(portfolioFilterHref(ALL_SERVICES)).toBe("/portfolio");
    expect(portfolioFilterHref("tint-spell")).toBe("/portfolio?service=tint-spell");
  });

  it("shows every service for all, and only the chosen one otherwise", () => {
    expect(slugs.filter((slug) => matchesPortfolioFilter(ALL_SERVICES, slug))).toEqual(slugs);
    expect(slugs.filter((slug) => matchesPortfolioFilter("cloud-wax", slug))).toEqual(["cloud-wax"]);
  });
});
