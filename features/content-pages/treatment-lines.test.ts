import { describe, expect, it } from "vitest";
import { serviceFacts, type ServiceFacts } from "~/features/studio";
import { lineCard, offerSentence, treatmentLines } from "./treatment-lines";

const withState = (slugs: readonly string[], change: Partial<ServiceFacts>) =>
  serviceFacts.map((service) => (slugs.includes(service.slug) ? { ...service, ...change } : service));
const line = (name: string) => treatmentLines.find((entry) => entry.name === name)!;

describe("treatment lines in their current state", () => {
  it("keeps a line launched to its waitlist first on the waitlist, saying when it opens to everyone", () => {
    const facts = withState(["the-glow-lift"], { state: "live", comingSoon: false, earlyAccessUntil: "2026-03-28T12:00:00.000Z" });
    expect(lineCard(line("Facial RF"), facts)).toMatchObject({ open: false, status: "Waitlist first: opens to everyone on Saturday 28 March 2026", to: "/glow-lift-waitlist" });
  });

  it("counts a line as arrived once one of its treatments is live", () => {
    const facts = withState(["smooth-sculpt"], { state: "live", comingSoon: false });
    expect(lineCard(line("Body Sculpting"), facts)).toMatchObject({ open: true, status: "Book now" });
    expect(offerSentence(facts)).toBe("Henna brows, lamination, tint and wax, and body sculpting, with facial RF coming soon.");
  });

  it("says what is coming even when nothing is live", () => {
    const facts = serviceFacts.map((service) => ({ ...service, state: "paused" as const, comingSoon: true }));
    expect(offerSentence(facts)).toBe("Henna brows, lamination, tint and wax, facial RF and body sculpting coming soon.");
  });
});
