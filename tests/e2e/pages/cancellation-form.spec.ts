import { expect, test } from "@playwright/test";
import { CANCELLATION_FORM_PATH } from "~/features/booking";
import { defaultStudio, formatAddress } from "~/features/studio";
import { modelCancellationForm } from "~/content/cancellation-form";
import { expectNoAxeViolations } from "../support";

test.describe("the model cancellation form (Consumer Contracts Regulations 2013, Schedule 3 Part B)", () => {
  test("is a page of its own with the studio's name, address, phone and email filled in, without JavaScript (axe-clean)", async ({ page }) => {
    const response = await page.goto(CANCELLATION_FORM_PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Cancellation Form | ${defaultStudio.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancellation form");
    const form = page.getByRole("region", { name: modelCancellationForm.title });
    await expect(form).toContainText(modelCancellationForm.instruction);
    await expect(form).toContainText(`To ${defaultStudio.name}, ${formatAddress(defaultStudio)}; telephone ${defaultStudio.phone}; email ${defaultStudio.email}:`);
    await expect(form).toContainText(modelCancellationForm.notice);
    for (const line of modelCancellationForm.lines) await expect(form.getByRole("term").filter({ hasText: line })).toBeVisible();
    await expect(page.locator("script[src]")).toHaveCount(await page.locator('script[src*="enhance"]').count());
    await expectNoAxeViolations(page);
  });

  test("is linked from the policies page and listed in the sitemap", async ({ page }) => {
    await page.goto("/policies");
    await expect(page.getByRole("link", { name: "model cancellation form" })).toHaveAttribute("href", CANCELLATION_FORM_PATH);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${CANCELLATION_FORM_PATH}</loc>`);
  });
});
