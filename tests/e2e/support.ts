import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** axe's WCAG 2.1 A and AA violations on the page as it stands, one line each ("rule: where"). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** WCAG 2.1 A and AA, as the accessibility statement promises. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Two of axe's best-practice rules the WCAG tags leave out: landmarks (regions) a screen reader lists by name must
 * each have their own, and headings go down one level at a time.
 */
export async function expectDistinctLandmarksAndHeadingOrder(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["landmark-unique", "heading-order"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Collects console errors (a CSP refusal shows up here) so a test can assert the page ran cleanly. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated, so clicks are handled by the app rather than the bare document. */
export async function waitForHydration(page: Page) {
  // A page hydrated by React Router, or an island (ui/island.tsx) that says it is ready.
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined ||
      document.documentElement.dataset.island === "ready",
  );
}

/** Tabs through the page and checks every visible link, button and summary inside `main` receives focus. */
export async function expectEveryControlReachableByTab(page: Page) {
  const total = await page
    .locator("main")
    .locator('a[href]:visible, button:visible:not([disabled]), summary:visible, [tabindex="0"]:visible')
    .evaluateAll((elements) => {
      // A Radix tab list is a tab stop that hands focus straight to its selected tab.
      const reachable = elements.filter((element) => element.getAttribute("tabindex") !== "-1" && element.getAttribute("role") !== "tablist");
      reachable.forEach((element, index) => element.setAttribute("data-keyboard-check", String(index)));
      return reachable.length;
    });
  const reached = new Set<string>();
  for (let press = 0; press < total + 40 && reached.size < total; press++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.getAttribute("data-keyboard-check"));
    if (id) reached.add(id);
  }
  expect(reached.size).toBe(total);
}

/** Waits until the small script of a page served without React has run (app/enhance/standalone.ts). */
export async function waitForEnhancement(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
}

/** Presses Tab until `target` has focus (it may have it already), as a keyboard user would reach it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 150) {
  for (let presses = 0; ; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    if (presses === maxPresses) throw new Error(`Tab never reached ${target}`);
    await page.keyboard.press("Tab");
  }
}

/**
 * Holds the page's own fetches that `matches` (not its navigations) until `release()`: a race test presses its
 * buttons while they wait. `held()` counts what was caught, so a test whose hold caught nothing can fail.
 */
export async function holdFetches(page: Page, matches: (url: URL) => boolean): Promise<{ held: () => number; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(matches, async (route) => {
    if (route.request().resourceType() !== "fetch") return route.continue();
    held += 1;
    await gate;
    await route.continue();
  });
  return { held: () => held, release };
}
