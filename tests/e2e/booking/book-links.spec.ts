import { expect, test } from "@playwright/test";
import { seedCatalogue } from "~/features/studio";
import { waitForHydration } from "../support";

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
