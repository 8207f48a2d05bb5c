import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support";
import { seedUnsubscribeLink } from "../seed-unsubscribe";

/** The waitlist's unsubscribe page (docs/decisions/0015): plain HTML, no React. */

const uniqueEmail = () => `leaving-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe("the unsubscribe page", () => {
  test("asks first, then unsubscribes with its one button, and has no axe violations at 390 px either", async ({ page }, info) => {
    const token = await seedUnsubscribeLink({ name: "Amelia Hart", email: uniqueEmail(), service: "the-glow-lift" });
    await page.goto(`/unsubscribe/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the waitlist?");
    await expect(page.getByRole("main")).toContainText(/le•••@example\.com will get no more emails about the waitlist for The Glow Lift, and no other news and offers\./);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("unsubscribe-ask.png"), fullPage: true });

    // Opening it again (as a mail scanner would) changed nothing.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the waitlist?");

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    await expect(page.getByRole("status")).toContainText("We won't send le•••@example.com any more emails about the waitlist for The Glow Lift, or any other news and offers.");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("unsubscribe-done.png"), fullPage: true });
    await page.goto(`/unsubscribe/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const token = await seedUnsubscribeLink({ name: "Amelia Hart", email: uniqueEmail(), service: "inch-away" });
    await page.goto(`/unsubscribe/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the waitlist?");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
    await context.close();
  });

  test("says kindly that a broken link opens nothing (404)", async ({ page }) => {
    const answer = await page.goto(`/unsubscribe/${"A".repeat(43)}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that unsubscribe link");
    await expect(page.getByRole("main").getByRole("link", { name: "hello@sculpteddreams.studio" })).toHaveAttribute("href", "mailto:hello@sculpteddreams.studio?subject=Unsubscribe");
    await expectNoAxeViolations(page);
  });
});
