import { expect, type Page } from "@playwright/test";
import { earlyStartRequest } from "~/features/booking";

/** Her request to start inside the 14-day cancellation period, as the details step words it (decision 0035). */
export const earlyStartBox = (page: Page) => page.getByRole("checkbox", { name: earlyStartRequest.label });

/**
 * The details step's consent: the booking policy, and her request to start early when the time falls inside the
 * cancellation period (the box is drawn with the step, so its absence is final). booking.spec checks when it shows.
 */
export async function acceptBookingTerms(page: Page) {
  await page.getByRole("checkbox", { name: /I accept the booking policy/ }).check();
  if ((await earlyStartBox(page).count()) > 0) await earlyStartBox(page).check();
}

/**
 * /book after a time is chosen: Continue, the client's details and the policy, then the demo card 4242 for `total`
 * (as the button words it, "£20.00"), landing on the appointment page. The one way the booking specs pay.
 */
export async function payAsClient(page: Page, { name, email, phone, total }: { name: string; email: string; phone: string; total: string }) {
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("textbox", { name: /^Full name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill(phone);
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Demo payments – no card is charged" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/, { timeout: 15_000 });
}
