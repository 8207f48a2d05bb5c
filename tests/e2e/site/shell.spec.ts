import { expect, test } from "@playwright/test";
import { collectConsoleErrors, expectNoAxeViolations, waitForEnhancement } from "../support";

test.describe("site shell", () => {
  test("server-renders the header and footer, and runs its script without CSP errors", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await waitForEnhancement(page);
    await expect(page.getByRole("banner")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const name of ["Dream Shade – £35", "Brow Lift – £55", "Tint Spell – £40", "Cloud Wax – £20"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    for (const name of ["About Us", "Book Appointment", "Contact Us", "Beauty Blog", "Accessibility", "Privacy Policy", "Terms of Service", "Cookie Policy"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", /instagram\.com/);
    await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /facebook\.com/);
    expect(errors).toEqual([]);
  });

  test("Contact is a link away from every page: in the header (or its menu on a phone) and in the footer", async ({ page, isMobile }) => {
    // Every page of the sitemap, one after another: more than the default 30 s on a busy machine.
    test.slow();
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of [...paths, "/book", "/checkout", "/booking-confirmed", "/book-appointment", "/no/such/page"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }), path).toHaveAttribute("href", "/contact");
      // On a phone the header's links are in its menu.
      if (isMobile) await page.getByRole("banner").getByText("Menu", { exact: true }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).filter({ visible: true }), path).toHaveAttribute("href", "/contact");
    }
  });

  test("highlights the nav item whose link the path starts with", async ({ page, isMobile }) => {
    await page.goto("/services/henna-brows");
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Portfolio", "About", "Blog", "Policies", "Contact"]) {
      await expect(nav.getByRole("link", { name })).not.toHaveAttribute("aria-current", "page");
    }
    await page.goto("/");
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).filter({ visible: true }).locator("[aria-current]")).toHaveCount(0);
  });

  test("has a Book Now button to /book", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const bookNow = banner.getByRole("link", { name: "Book Now" }).filter({ visible: true });
    if ((await bookNow.count()) === 0) await banner.getByText("Menu", { exact: true }).click();
    await expect(banner.getByRole("link", { name: "Book Now" }).filter({ visible: true }).first()).toHaveAttribute("href", "/book");
  });

  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("answers an unknown path with 404 and the Page Not Found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Sculpted Dreams Studio");
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Explore Treatments" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
  });

  for (const path of ["/", "/no/such/page"]) {
    test(`has no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForEnhancement(page);
      await expectNoAxeViolations(page);
    });
  }
});
