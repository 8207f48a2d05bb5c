import { expect, test } from "@playwright/test";
import { openDashboard, signInAsStaff } from "../admin-support";
import { waitForEnhancement } from "../support";

/**
 * Every public page is served without React Router in the browser (decisions 0008 and 0017): its one script is
 * /enhance.js, it carries no CSP nonce (so the HTML is the same for everyone) and a repeat visit gets it compressed
 * from memory. /book adds its island: React and the booking flow only.
 */
const islandPaths = new Set(["/book"]);

async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe("pages without React", () => {
  test("every public page but booking runs only /enhance.js, and booking runs its island without React Router", async ({ page, baseURL }) => {
    test.slow();
    const paths = await sitemapPaths(baseURL!);
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) {
      const scripts: string[] = [];
      const listener = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      };
      page.on("request", listener);
      await page.goto(path);
      if (islandPaths.has(path)) {
        await page.waitForFunction(() => document.documentElement.dataset.island === "ready");
        expect(scripts[0], path).toBe("/enhance.js");
        expect(scripts.slice(1).every((script) => script.startsWith("/assets/islands/")), path).toBe(true);
        expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
        await expect(page.locator('link[rel="modulepreload"]'), path).toHaveCount(0);
      } else {
        await waitForEnhancement(page);
        expect(scripts, path).toEqual(["/enhance.js"]);
        await expect(page.locator('link[rel="modulepreload"]'), path).toHaveCount(0);
        const executable = await page.locator("script").evaluateAll((elements) =>
          elements.filter((element) => !/json/.test(element.getAttribute("type") ?? "")).map((element) => element.getAttribute("src")),
        );
        expect(executable, path).toEqual(["/enhance.js"]);
      }
      page.off("request", listener);
    }
  });

  test("a page without React is the same HTML for everyone, and comes compressed from memory", async ({ baseURL }) => {
    const get = (encoding: string) => fetch(`${baseURL}/services`, { headers: { "Accept-Encoding": encoding } });
    const first = await (await get("identity")).text();
    expect(first).not.toMatch(/nonce=/);
    await expect(async () => {
      const again = await get("br");
      expect(again.headers.get("x-page-cache")).toBe("hit");
      expect(again.headers.get("content-encoding")).toBe("br");
      expect(again.headers.get("content-length")).not.toBeNull();
      expect(await again.text()).toBe(first);
    }).toPass({ timeout: 5_000 });
  });

  test("a link from a hydrated page loads a page without React as a new document, with its script", async ({ page }) => {
    // The staff dashboard is the one page React Router runs in the browser.
    await signInAsStaff(page);
    await openDashboard(page);
    await page.getByRole("banner").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await waitForEnhancement(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.getByRole("tab", { name: "Body Sculpting" }).click();
    await expect(page.getByRole("tabpanel", { name: "Body Sculpting" })).toBeVisible();
  });
});
