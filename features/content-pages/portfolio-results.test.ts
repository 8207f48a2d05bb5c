import { describe, expect, it } from "vitest";
import { ALL_SERVICES } from "./portfolio-filter";
import { portfolioStatusText, showsPortfolioBlock } from "./portfolio-results";

describe("portfolio results", () => {
  it("shows every gallery with photos under All Services, and no notes", () => {
    expect(showsPortfolioBlock(ALL_SERVICES, "henna-brows", true)).toBe(true);
    expect(showsPortfolioBlock(ALL_SERVICES, "cloud-wax", false)).toBe(false);
  });

  it("shows only the chosen service, as a gallery or as a note that photos are coming", () => {
    expect(showsPortfolioBlock("brow-lift", "brow-lift", true)).toBe(true);
    expect(showsPortfolioBlock("brow-lift", "henna-brows", true)).toBe(false);
    expect(showsPortfolioBlock("cloud-wax", "cloud-wax", false)).toBe(true);
    expect(showsPortfolioBlock("brow-lift", "cloud-wax", false)).toBe(false);
  });

  it("names the results on show", () => {
    expect(portfolioStatusText("Brow Lift")).toBe("Showing Brow Lift");
  });
});
