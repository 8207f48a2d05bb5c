import { expect, test } from "@playwright/test";
import { testimonials } from "../../../content/testimonials";
import { expectNoAxeViolations } from "../support";

test.describe("testimonials page", () => {
  test("lists every review with name, service, five stars and words", async ({ page }) => {
    const response = await page.goto("/testimonials");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Client Reviews | Sculpted Dreams Studio");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const reviews = page.getByRole("region", { name: "All client reviews" }).getByRole("figure");
    await expect(reviews).toHaveCount(testimonials.length);
    for (const [index, review] of testimonials.entries()) {
      const card = reviews.nth(index);
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(card).toContainText(review.text);
      await expect(card).toContainText(review.name);
      await expect(card).toContainText(review.service);
      // When and where she gave it, so a reader can weigh it.
      await expect(card.locator("time")).toHaveAttribute("datetime", review.given);
      await expect(card).toContainText(review.source.toLowerCase());
    }
    // The rating quoted is the one these reviews make, and counts only them.
    await expect(page.getByRole("main")).toContainText(`Rated 5.0 out of 5 in the ${testimonials.length} reviews below`);
    expect(new Set(testimonials.map((review) => review.service)).size).toBeGreaterThan(4);
  });

  test("invites a booking", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("main").getByRole("link", { name: "Book Your Appointment" })).toHaveAttribute("href", "/book");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/testimonials");
    await expectNoAxeViolations(page);
  });
});
