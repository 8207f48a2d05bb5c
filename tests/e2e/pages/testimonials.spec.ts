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
    // The studio's own reviews, each once; quotes staff approve from clients' ratings may stand beside them
    // (tests/e2e/reviews/review-request.spec.ts approves one).
    for (const review of testimonials) {
      const card = reviews.filter({ hasText: review.text });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
      await expect(card).toContainText(review.name);
      await expect(card).toContainText(review.service);
      // When and where she gave it, so a reader can weigh it.
      await expect(card.locator("time")).toHaveAttribute("datetime", review.given);
      await expect(card).toContainText(review.source.toLowerCase());
    }
    // The rating quoted is the one the reviews shown make, and counts only them.
    const shown = await reviews.count();
    const stars = await reviews.getByRole("img").evaluateAll((images) => images.map((image) => Number(/Rated (\d)/.exec(image.getAttribute("aria-label") ?? "")?.[1])));
    const average = (stars.reduce((sum, value) => sum + value, 0) / shown).toFixed(1);
    await expect(page.getByRole("main")).toContainText(`Rated ${average} out of 5 in the ${shown} reviews below`);
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
