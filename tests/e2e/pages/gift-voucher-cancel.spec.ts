import { expect, test } from "@playwright/test";
import { order, payWith4242 } from "../gift-voucher-support";
import { collectConsoleErrors, expectNoAxeViolations } from "../support";

/** The buyer cancels her gift voucher within 14 days from its own page (docs/decisions/0036): the refund stated first. */
test("the buyer cancels an unused voucher after a confirmation stating the refund; the page then says it is refunded; axe at each step", async ({ page }, info) => {
  // A payment, three axe scans and a cancel: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await order(page, "30");
  await payWith4242(page, "£30.00");
  const offer = page.getByRole("region", { name: "Changed your mind?" });
  await expect(offer).toContainText("Cancelling refunds the £30.00 you paid to the card you paid with");
  await expectNoAxeViolations(page);

  await offer.getByRole("link", { name: "Cancel this voucher" }).click();
  const confirm = page.getByRole("region", { name: "Cancel this voucher?" });
  await expect(confirm).toContainText("£30.00");
  await expectNoAxeViolations(page);

  await confirm.getByRole("button", { name: "Yes, cancel and refund" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This voucher has been cancelled");
  await expect(page.locator("#cancel-title")).toContainText("We're refunding the £30.00 you paid to the card you paid with.");
  await expect(page.locator("[data-voucher-code]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("voucher-cancelled.png"), fullPage: true });
  expect(errors).toEqual([]);
});
