import { expect, test } from "@playwright/test";
import { voucherTerms } from "~/features/vouchers";
import { CODE, order, payWith4242, shownCode } from "../gift-voucher-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForEnhancement, waitForHydration } from "../support";

/** Gift vouchers bought online (issue 13, docs/decisions/0025): the shop, the card step, the code, the printed voucher. */

test.describe("gift vouchers", () => {
  test("buys a £40 voucher with 4242, sees its code, and prints the voucher", async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    await order(page, "40");
    await expect(page.getByRole("complementary")).toContainText("£40");
    await expect(page.getByRole("complementary")).toContainText("Grace Friend (grace@example.com)");
    await payWith4242(page, "£40.00");
    const voucherPage = page.url();
    const code = await shownCode(page);
    expect(code).toMatch(CODE);
    await expect(page.getByRole("main")).toContainText("Grace Friend will receive the voucher by email");
    await page.screenshot({ path: info.outputPath("voucher-paid.png"), fullPage: true });

    // Opening the page again shows the same code and asks for no second payment.
    await page.reload();
    await expect(page.locator("[data-voucher-code]")).toHaveText(code);

    await page.getByRole("link", { name: "View and print the voucher" }).click();
    await expect(page).toHaveURL(`${voucherPage}/print`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift Voucher");
    await expect(page.locator("[data-voucher-code]")).toHaveText(code);
    await expect(page.getByRole("main")).toContainText("Happy birthday, Grace!");
    await expect(page.getByRole("main")).toContainText(/Valid until \w+day \d{1,2} \w+ \d{4}/);
    await waitForEnhancement(page);
    await expect(page.getByRole("button", { name: "Print this voucher" })).toBeVisible();
    await page.screenshot({ path: info.outputPath("voucher-print-screen.png"), fullPage: true });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print this voucher" })).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await page.screenshot({ path: info.outputPath("voucher-print.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  test("the shop, its errors, the card step, the code and the printed voucher have no axe violations", async ({ page }, info) => {
    // Seven axe scans of long pages (the card step now carries the pre-contract information): past 30 s on a busy machine.
    test.slow();
    await page.goto("/gift-vouchers");
    await waitForEnhancement(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("shop.png"), fullPage: true });

    await page.getByRole("textbox", { name: "Amount in pounds" }).fill("5");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("textbox", { name: "Amount in pounds" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: /^Your email/ })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("shop-errors.png"), fullPage: true });

    await order(page, "25");
    await waitForHydration(page);
    // The pre-contract information beside the summary (reg 13, Schedule 2; docs/decisions/0035).
    const beforePaying = page.getByRole("region", { name: "Before you pay" });
    await expect(beforePaying).toContainText("£25.00");
    await expect(beforePaying).toContainText("within 14 days of buying it");
    await expect(beforePaying.getByRole("link", { name: "The model cancellation form" })).toHaveAttribute("href", "/cancellation-form");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("pay.png"), fullPage: true });
    await payWith4242(page, "£25.00");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View and print the voucher" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gift Voucher");
    await expectNoAxeViolations(page);
  });

  test("a link that names no voucher is a 404, said kindly", async ({ page }) => {
    for (const path of [`/gift-vouchers/${"A".repeat(43)}`, `/gift-vouchers/${"A".repeat(43)}/print`, "/gift-vouchers/short"]) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
    }
    await page.goto(`/gift-vouchers/${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that voucher");
  });

  test("is linked from the footer and the policies page", async ({ page }) => {
    await page.goto("/policies");
    await expect(page.locator("footer").getByRole("link", { name: "Gift Vouchers" })).toHaveAttribute("href", "/gift-vouchers");
    await expect(page.locator("#gift-vouchers")).toContainText(`valid for ${voucherTerms.validMonths} months`);
  });
});
