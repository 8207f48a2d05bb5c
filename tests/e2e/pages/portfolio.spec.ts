import { expect, test, type Page } from "@playwright/test";
import { seedCatalogue } from "../../../features/studio/catalogue";
import { formatPrice } from "~/lib/money";
import { collectConsoleErrors, expectNoAxeViolations, tabTo, waitForEnhancement } from "../support";

const findService = seedCatalogue.find;

const galleryHeadings = (page: Page) => page.locator("#results").getByRole("heading", { level: 3 });
const filterLink = (page: Page, name: string) =>
  page.getByRole("list", { name: "Filter results by service" }).getByRole("link", { name, exact: true });

test.describe("portfolio", () => {
  test("shows the hero with a free consultation button and four trust badges", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");
    const badges = page.getByRole("list", { name: "Why clients choose us" }).getByRole("listitem");
    await expect(badges).toHaveText(["Certified Training", "Same-Day Booking", "Free Patch Tests"]);
  });

  test("filters one service at a time in place, keeping the URL in step", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    await expect(filterLink(page, "All Services")).toHaveAttribute("aria-current", "true");
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows", "Brow Lift", "Tint Spell"]);
    await expect(page.locator("#results").getByRole("status")).toHaveText("Showing All Services");

    // A page load would forget this.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await filterLink(page, "Brow Lift").click();
    await expect(filterLink(page, "Brow Lift")).toHaveAttribute("aria-current", "true");
    await expect(filterLink(page, "All Services")).not.toHaveAttribute("aria-current");
    await expect(galleryHeadings(page)).toHaveText(["Brow Lift"]);
    await expect(page).toHaveURL(/\/portfolio\?service=brow-lift$/);
    await expect(page.locator("#results").getByRole("status")).toHaveText("Showing Brow Lift");

    await filterLink(page, "Tint Spell").click();
    await expect(galleryHeadings(page)).toHaveText(["Tint Spell"]);
    await expect(page.locator('[data-portfolio-filter][aria-current="true"]')).toHaveText(["Tint Spell"]);
    await expect(page).toHaveURL(/\/portfolio\?service=tint-spell$/);

    await filterLink(page, "All Services").click();
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows", "Brow Lift", "Tint Spell"]);
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("reads the filter from the URL", async ({ page }) => {
    await page.goto("/portfolio?service=henna-brows");
    await waitForEnhancement(page);
    await expect(filterLink(page, "Henna Brows")).toHaveAttribute("aria-current", "true");
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows"]);
  });

  test("filters with plain links when JavaScript is off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/portfolio");
    await expect(page.getByRole("link", { name: "All Services", exact: true })).toHaveAttribute("aria-current", "true");
    // Without a script there is nothing to enlarge with, so no button that would do nothing.
    await expect(page.getByRole("button", { name: /^Enlarge/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Henna Brows", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?service=henna-brows#results$/);
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows"]);
    await expect(page.getByRole("link", { name: "Henna Brows", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#results").getByRole("img", { name: /^Before: / }).first()).toBeVisible();

    await page.getByRole("link", { name: "Cloud Wax", exact: true }).click();
    await expect(galleryHeadings(page)).toHaveCount(0);
    await expect(page.locator("#results")).toContainText("no gallery yet");

    await page.getByRole("link", { name: "All Services", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio#results$/);
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows", "Brow Lift", "Tint Spell"]);
    await context.close();
  });

  test("Cloud Wax has no gallery block", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    await expect(page.locator("#results").getByRole("heading", { name: "Cloud Wax" })).toHaveCount(0);
    await filterLink(page, "Cloud Wax").click();
    await expect(galleryHeadings(page)).toHaveCount(0);
    await expect(page.locator("#results img:visible")).toHaveCount(0);
    await expect(page.locator("#results")).toContainText("Cloud Wax before-and-after photos are still being collected");
  });

  test("each gallery has a testimonial and a book button", async ({ page }) => {
    await page.goto("/portfolio");
    for (const name of ["Dream Shade", "Brow Lift", "Tint Spell"]) {
      const gallery = page.locator("#results article").filter({ has: page.getByRole("link", { name: `Book ${name}` }) });
      await expect(gallery.locator("blockquote")).toHaveCount(1);
      await expect(gallery.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(gallery.getByRole("link", { name: `Book ${name}` })).toHaveAttribute("href", /^\/book\?items=[a-z-]+$/);
    }
    await expect(page.locator("#results")).toContainText("The Glow Lift, The Ice Sculpt and Inch Away");
  });

  test("enlarges a before/after pair in an accessible dialog", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    const opener = page.getByRole("button", { name: /^Enlarge before and after: Before and after Dream Shade: sparse/ });
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Dream Shade: before and after" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/sparse, patchy brows filled in/);
    await expect(dialog.getByRole("img", { name: "Before Dream Shade" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: "After Dream Shade" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // The page behind does not scroll while the dialog is open, and scrolls again after.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await pageOverflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await pageOverflow()).not.toBe("hidden");

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A click on the backdrop, outside the dialog's box, closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("prices four brow treatments from the catalogue, with Brow Lift the Client Favorite", async ({ page }) => {
    await page.goto("/portfolio");
    const cards = page.locator("#pricing li").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(4);
    for (const slug of ["henna-brows", "brow-lift", "tint-spell", "cloud-wax"]) {
      const service = findService(slug);
      if (!service) throw new Error(slug);
      const card = cards.filter({ has: page.getByRole("heading", { name: service.name }) });
      await expect(card).toContainText(formatPrice(service.pricePence));
      await expect(card).toContainText(service.durationLabel);
      await expect(card).toContainText(service.longevity);
      await expect(card.getByRole("link", { name: `Book ${service.name}` })).toHaveAttribute("href", `/book?items=${service.id}`);
    }
    const favourite = cards.filter({ hasText: "Client Favorite" });
    await expect(favourite).toHaveCount(1);
    await expect(favourite.getByRole("heading", { level: 3 })).toHaveText("Brow Lift");
  });

  test("shows the commitment block and a closing call to action", async ({ page }) => {
    await page.goto("/portfolio");
    const commitment = page.locator("section", { has: page.getByRole("heading", { name: "Our Commitment to You" }) });
    for (const name of ["We Make It Right", "No Hidden Fees", "Certified Professionals", "Free Patch Tests"]) {
      await expect(commitment.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(commitment).toContainText("24-48 hours before your first tint");
    await expect(page.getByRole("link", { name: "Book Your Transformation" })).toHaveAttribute("href", "/book");
    await expect(page.getByRole("link", { name: "Explore All Treatments" })).toHaveAttribute("href", "/services");
  });

  test("reaches the filters by keyboard and toggles one with Enter", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    const henna = filterLink(page, "Henna Brows");
    await tabTo(page, henna);
    await page.keyboard.press("Enter");
    await expect(henna).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/\/portfolio\?service=henna-brows$/);
    await expect(galleryHeadings(page)).toHaveText(["Henna Brows"]);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    await expectNoAxeViolations(page);
  });

  test("has no axe violations with the dialog open", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: /^Enlarge before and after/ }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
