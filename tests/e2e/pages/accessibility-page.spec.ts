import { expect, test } from "@playwright/test";
import { defaultStudio } from "~/content/studio";
import { expectNoAxeViolations, tabTo } from "../support";

test.describe("accessibility statement", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/accessibility");
    expect(response?.status()).toBe(200);
  });

  test("shows the statement and its last-updated date", async ({ page }) => {
    await expect(page).toHaveTitle("Accessibility Statement | Sculpted Dreams Studio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    // Dated from its last review, not the 2024 date it was first written with.
    await expect(page.getByText("Last updated: 1 December 2026")).toBeVisible();
    await expect(page.locator('time[datetime="2026-12-01"]')).toHaveText("1 December 2026");
    for (const name of ["Our Commitment", "Standards We Follow: WCAG 2.1", "Technical Features", "Ongoing Efforts", "Accessibility Support"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
  });

  test("lists WCAG 2.1 A and AA criteria, grouped by principle", async ({ page }) => {
    const levelA = page.getByRole("region", { name: "Level A success criteria" });
    const levelAA = page.getByRole("region", { name: "Level AA success criteria" });
    for (const level of [levelA, levelAA]) {
      await expect(level.getByRole("heading", { level: 4 })).toHaveText(["Perceivable", "Operable", "Understandable", "Robust"]);
    }
    for (const criterion of ["1.1.1 Non-text Content", "2.1.1 Keyboard", "2.4.1 Bypass Blocks", "4.1.2 Name, Role, Value"]) {
      await expect(levelA).toContainText(criterion);
    }
    for (const criterion of ["1.4.3 Contrast (Minimum)", "1.4.10 Reflow", "2.4.7 Focus Visible", "4.1.3 Status Messages"]) {
      await expect(levelAA).toContainText(criterion);
    }
  });

  test("describes the site's technical features, including the one time limit", async ({ page }) => {
    const features = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Technical Features" }) });
    for (const name of ["Server-rendered HTML", "Skip link", "Keyboard support", "Visible focus", "Reduced motion respected", "Semantic landmarks", "Form errors announced"]) {
      await expect(features.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(features).toContainText("held for 15 minutes");
  });

  test("gives support contacts from the studio and a 48-hour response", async ({ page }) => {
    const support = page.locator("section", { has: page.getByRole("heading", { name: "Accessibility Support" }) });
    await expect(support).toContainText("within 48 hours");
    await expect(support.getByRole("link", { name: defaultStudio.email })).toHaveAttribute("href", `mailto:${defaultStudio.email}?subject=Accessibility`);
    await expect(support.getByRole("link", { name: defaultStudio.phone })).toHaveAttribute("href", "tel:+442079460123");
  });

  test("links to booking and home, reachable by keyboard", async ({ page }) => {
    const main = page.getByRole("main");
    const home = main.getByRole("link", { name: "Back to Home" });
    await expect(main.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(home).toHaveAttribute("href", "/");
    await tabTo(page, home);
  });

  test("has no axe violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});
