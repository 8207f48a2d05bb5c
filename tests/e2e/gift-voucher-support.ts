import { expect, type Page } from "@playwright/test";
import { waitForEnhancement, waitForHydration } from "./support";

/** Buying a gift voucher through /gift-vouchers as a visitor does (docs/decisions/0025). */
export const CODE = /^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/;

export async function order(page: Page, amount: string) {
  await page.goto("/gift-vouchers");
  await waitForEnhancement(page);
  await page.getByRole("radio", { name: "An amount" }).check();
  await page.getByRole("textbox", { name: "Amount in pounds" }).fill(amount);
  await page.getByRole("textbox", { name: /^Your name/ }).fill("Ada Buyer");
  await page.getByRole("textbox", { name: /^Your email/ }).fill(`ada-${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Their name (optional)" }).fill("Grace Friend");
  await page.getByRole("textbox", { name: "Their email (optional)" }).fill("grace@example.com");
  await page.getByRole("textbox", { name: "A message for them (optional)" }).fill("Happy birthday, Grace!");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/gift-vouchers\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for your voucher");
}

export async function payWith4242(page: Page, total: string) {
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your gift voucher is ready", { timeout: 15_000 });
}


/** The code shown on the voucher's page once paid. */
export async function shownCode(page: Page): Promise<string> {
  return (await page.locator("[data-voucher-code]").innerText()).trim();
}
