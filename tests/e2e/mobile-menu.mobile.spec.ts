import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

// Runs in the phone-sized project only: the menu button shows on small screens.
test.describe("mobile menu", () => {
  test("opens, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByText("Menu", { exact: true });
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(menu).toBeHidden();
  });

  test("closes with Escape and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("summary").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.locator("summary")).toBeFocused();
  });
});
