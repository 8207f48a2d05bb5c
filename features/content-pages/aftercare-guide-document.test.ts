import { describe, expect, it } from "vitest";
import { browAftercareGuides, fatFreezingPolicy, isGuideName, universalAftercareTips } from "./aftercare";
import { defaultStudio } from "~/features/studio";
import { escapeHtml, renderAftercareGuide } from "./aftercare-guide-document";

describe("renderAftercareGuide", () => {
  it("builds a standalone brow guide with every brow service's steps, in order, and no scripts", () => {
    const html = renderAftercareGuide("brow-aftercare", defaultStudio);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<title>Brow Aftercare Guide | Sculpted Dreams Studio</title>");
    expect(html).not.toMatch(/<script|<link|src=/i);
    for (const guide of browAftercareGuides) {
      expect(guide.steps).toHaveLength(6);
      // Each step must follow the one before it, inside this guide's own section.
      let position = html.indexOf(`<h2>${guide.title} (${guide.serviceName})</h2>`);
      expect(position, guide.title).toBeGreaterThan(0);
      for (const step of guide.steps) {
        const next = html.indexOf(`<li>${escapeHtml(step)}</li>`, position);
        expect(next, step).toBeGreaterThan(position);
        position = next;
      }
    }
    for (const tip of universalAftercareTips) expect(html).toContain(escapeHtml(tip));
  });

  it("builds the fat-freezing guide with aftercare, preparation, eligibility and contraindications", () => {
    const html = renderAftercareGuide("fat-freezing-aftercare", defaultStudio);
    for (const item of [
      ...fatFreezingPolicy.aftercare,
      ...fatFreezingPolicy.preparation,
      ...fatFreezingPolicy.eligibility,
      ...fatFreezingPolicy.contraindications,
    ]) {
      expect(html).toContain(escapeHtml(item));
    }
    expect(html).toContain("2-2.5 litres");
    expect(html).toContain("BMI above 30 or below 18.5");
  });

  it("prints the studio's own name, address, phone and email, escaped", () => {
    const studio = { ...defaultStudio, name: "Brows & <Co>", phone: "+44 20 1234 5678", email: "hi@example.test" };
    const html = renderAftercareGuide("brow-aftercare", studio);
    expect(html).toContain("Brows &amp; &lt;Co&gt;");
    expect(html).not.toContain("<Co>");
    expect(html).toContain("12 Lavender Mews, London SW11 1AA");
    expect(html).toContain("+44 20 1234 5678");
    expect(html).toContain("hi@example.test");
    expect(html).toContain("Monday – Friday: 9:00 – 18:00");
  });
});

describe("isGuideName", () => {
  it("knows the two guides and nothing else", () => {
    expect(isGuideName("brow-aftercare")).toBe(true);
    expect(isGuideName("fat-freezing-aftercare")).toBe(true);
    expect(isGuideName("unknown")).toBe(false);
    expect(isGuideName("toString")).toBe(false);
  });
});
