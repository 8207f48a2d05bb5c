import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, tabTo } from "../support";

test.describe("about", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
  });

  test("tells the story, values, achievements and team", async ({ page }) => {
    await expect(page).toHaveTitle("About Us | Sculpted Dreams Studio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const name of ["Our Story", "Our Values", "Why Clients Trust Us", "Meet the Team"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const values = page.locator("section", { has: page.getByRole("heading", { name: "Our Values" }) }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Whimsical Magic", "Personalised Care", "Professional Excellence", "Community Focus"]);
    const achievements = page.locator("section", { has: page.getByRole("heading", { name: "Why Clients Trust Us" }) }).getByRole("heading", { level: 3 });
    await expect(achievements).toHaveText([
      "Certified & Trained Brow Artist",
      "Brow & Skin Specialist",
      "Committed to Excellence",
      "Safe, High-Quality Products",
    ]);
    const illustration = page.getByRole("img", { name: /Illustration of a softly shaped brow/ });
    await expect(illustration).toHaveAttribute("width", "480");
    await expect(illustration).toHaveAttribute("height", "360");
  });

  test("offers booking and the services, reachable by keyboard", async ({ page }) => {
    const book = page.getByRole("main").getByRole("link", { name: "Book an Appointment" });
    await expect(book).toHaveAttribute("href", "/book");
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    await tabTo(page, book);
    await expect(book).toBeFocused();
  });

  test("has no axe violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
