import { describe, expect, it } from "vitest";
import { builtServer } from "../../support/built-server";

/**
 * Copy reads the settings (DESIGN 1): the built server, started with a studio name of its own, names it in the
 * title of every page it lists in its sitemap, and on the pages that have no sitemap entry.
 */
const server = builtServer({ STUDIO_NAME: "Test Studio", BOOKING_HOLD_MINUTES: "5" });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&");

describe("STUDIO_NAME in page titles", () => {
  it("ends the title of every page in the sitemap, and of the pages kept out of it, with the studio's name", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of [...paths, "/checkout", "/book-appointment", "/booking-confirmed", "/admin/login", "/no-such-page"]) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect({ path, title: titleOf(html) }).toEqual({ path, title: expect.stringMatching(/ \| Test Studio$/) });
      expect({ path, mentionsDefault: html.includes("Sculpted Dreams Studio</title>") }).toEqual({ path, mentionsDefault: false });
    }
  }, 60_000);

  it("says when a treatment arrives without naming a year that has passed, on every page of the sitemap (DESIGN 9)", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const thisYear = new Date().getFullYear();
    // Launch wording: "coming", "launching", "returning", "back", "opens"... within a few words of a year.
    const launchWording = /\b(coming|launch\w*|return\w*|back|open\w*|arriv\w*|available)\b[^.<>]{0,30}?\b(20\d\d)\b/gi;
    const stale: { path: string; wording: string }[] = [];
    for (const path of paths) {
      const text = (await (await fetch(`${server.baseUrl}${path}`)).text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      for (const match of text.matchAll(launchWording)) {
        if (Number(match[2]) < thisYear) stale.push({ path, wording: match[0] });
      }
    }
    expect(paths.length).toBeGreaterThan(20);
    expect(stale).toEqual([]);
  }, 60_000);

  it("states the booking hold on the accessibility statement from BOOKING_HOLD_MINUTES", async () => {
    const html = await (await fetch(`${server.baseUrl}/accessibility`)).text();
    expect(html).toContain("your chosen slot is held for 5 minutes");
  });
});
