import { describe, expect, it } from "vitest";
import { bookableFacts, catalogueOf, seedCatalogue } from "../catalogue";
import { arrivalLabel, earlyAccessPath, earlyBirdPrice, isEarlyAccessTokenShape, opensToEveryone } from "./early-access";

const token = "A".repeat(42) + "_";

describe("early access (docs/decisions/0020)", () => {
  it("books at the early-bird price staff set, or the normal one", () => {
    expect(earlyBirdPrice({ pricePence: 7900, earlyBirdPricePence: 5900 })).toBe(5900);
    expect(earlyBirdPrice({ pricePence: 7900, earlyBirdPricePence: null })).toBe(7900);
  });

  it("links to /book with the treatment chosen and the token", () => {
    expect(isEarlyAccessTokenShape(token)).toBe(true);
    expect(isEarlyAccessTokenShape("short")).toBe(false);
    expect(earlyAccessPath("the-glow-lift", token)).toBe(`/book?items=the-glow-lift&access=${token}`);
  });

  it("says when a launched service opens to everyone, in London, without a hard-coded year", () => {
    expect(opensToEveryone(new Date("2031-03-01T23:30:00Z"))).toBe("opens to everyone on Saturday 1 March 2031");
    const glowLift = seedCatalogue.find("the-glow-lift")!;
    expect(arrivalLabel(glowLift)).toBe(glowLift.launchText);
    expect(arrivalLabel({ ...glowLift, state: "live", earlyAccessUntil: "2031-03-01T23:30:00.000Z" })).toBe("Waitlist first: opens to everyone on Saturday 1 March 2031");
    expect(arrivalLabel({ ...glowLift, state: "live" })).toBe("Now open for booking");
  });

  it("keeps a service in its window out of what everyone can book", () => {
    const live = seedCatalogue.services.find((service) => service.slug === "cloud-wax")!;
    const launched = { ...live, earlyAccessUntil: "2031-03-01T23:30:00.000Z" };
    const facts = seedCatalogue.services.map((service) => (service.slug === "cloud-wax" ? launched : service));
    expect(bookableFacts(facts).map((service) => service.slug)).not.toContain("cloud-wax");
    expect(catalogueOf(facts).findBookable("cloud-wax")).toBeUndefined();
    expect(bookableFacts(seedCatalogue.services).map((service) => service.slug)).toContain("cloud-wax");
  });
});
