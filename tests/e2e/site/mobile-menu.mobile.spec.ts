import { expect, test, type Page } from "@playwright/test";
import { waitForEnhancement, waitForHydration } from "../support";

// Runs in the phone-sized project only: the menu button shows on small screens. The menu is the same <details> on
// a page without React (/, closed by the small script) and on a hydrated one (/book, closed by React).
const pages: [string, (page: Page) => Promise<void>][] = [
  ["/", waitForEnhancement],
  ["/book", waitForHydration],
];

test.describe("mobile menu", () => {
  for (const [path, ready] of pages) {
    test(`on ${path}: opens, and closes when a link is chosen`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      const toggle = page.getByText("Menu", { exact: true });
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Portfolio" }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      // A page without React, loaded as a document even from the hydrated /book, with its own script.
      await waitForEnhancement(page);
      await expect(menu).toBeHidden();
    });

    test(`on ${path}: closes with Escape and returns focus to its button`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await page.locator("summary").click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect(page.locator("summary")).toBeFocused();
    });
  }
});
