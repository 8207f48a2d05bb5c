import { expect, test } from "@playwright/test";
import { seedCatalogue } from "~/features/studio";
import { expectNoAxeViolations, waitForHydration } from "../support";

/** The e2e database holds the seeded facts. */
const { bookableServices, services } = seedCatalogue;

/**
 * Every Book button about a treatment (services cards, a service's own page, the portfolio's price list and
 * galleries) leads to /book with that treatment already chosen (issue 11).
 */
const bookable = services.filter((service) => !service.comingSoon);
const pages = ["/services", "/portfolio", ...bookable.map((service) => `/services/${service.slug}`)];

test("every Book button about a treatment lands on /book with it chosen", async ({ page }) => {
  const destinations = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    // Both tabs of /services are in the page; a hidden tab's links are links all the same. "Book Your
    // Appointment" and the like are about no treatment in particular, and open /book as it is.
    const links = page.getByRole("main").locator(`a[href^="/book"]`).filter({ hasText: /^\s*Book\b/ }).filter({ hasNotText: /^\s*Book Your\b/ });
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href, `${path}: a Book button leads to ${href}`).toMatch(/^\/book\?items=[a-z-]+$/);
      destinations.add(href);
    }
  }
  // The portfolio's seven: four in the price list, one under each of three galleries.
  await page.goto("/portfolio");
  await expect(page.getByRole("main").locator('a[href^="/book?items="]')).toHaveCount(7);

  for (const href of destinations) {
    const id = new URLSearchParams(href.split("?")[1]).get("items")!;
    const service = bookableServices.find((candidate) => candidate.id === id)!;
    expect(service, href).toBeDefined();
    await page.goto(href);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: new RegExp(`^${service.name}`) })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("region", { name: "Your booking" })).toContainText(service.name);
  }
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Brow Lift's page shows a Book button in its first screen; it and the header's Book Now open /book with Brow Lift chosen", async ({ page }) => {
    await page.goto("/services/brow-lift");
    const book = page.getByRole("main").getByRole("link", { name: "Book Brow Lift" });
    await expect(book).toBeInViewport();
    // The header's Book Now (in the menu on a phone) books the treatment of the page too.
    const headerBook = await page.getByRole("banner").locator('a[href^="/book"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(headerBook.length).toBeGreaterThan(0);
    expect(new Set(headerBook)).toEqual(new Set(["/book?items=brow-lift"]));
    await book.click();
    await expect(page).toHaveURL(/\/book\?items=brow-lift$/);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: /^Brow Lift/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("region", { name: "Your booking" })).toContainText("Brow Lift");
    await expectNoAxeViolations(page);
  });
});

test("a service page with its Book button is axe-clean (390 px and 1280 px by project); the header's Book Now elsewhere opens /book as it is", async ({ page }) => {
  await page.goto("/services/brow-lift");
  await expect(page.getByRole("main").getByRole("link", { name: "Book Brow Lift" })).toHaveAttribute("href", "/book?items=brow-lift");
  await expectNoAxeViolations(page);
  await page.goto("/about");
  const headerBook = await page.getByRole("banner").locator('a[href^="/book"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(new Set(headerBook)).toEqual(new Set(["/book"]));
});
