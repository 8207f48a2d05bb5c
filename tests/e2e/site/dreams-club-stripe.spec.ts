import { expect as baseExpect, test } from "@playwright/test";
import { startStripeServer } from "../stripe-server";
import { collectConsoleErrors, waitForHydration } from "../support";

/**
 * Joining the Dreams Club with Stripe configured: the join page loads Stripe.js (the local stand-in for
 * https://js.stripe.com, under the page's own security policy) and pays the subscription's first invoice with the
 * Payment Element; the fake API's signed webhook makes the membership active.
 */
test.describe.configure({ mode: "default", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let server: Awaited<ReturnType<typeof startStripeServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startStripeServer();
});
test.afterAll(async () => server?.stop());

test("a client joins Signature through Stripe's Payment Element: a declined card, then 4242", async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const email = `stripe-member-${testInfo.project.name}-${Date.now()}@example.com`;
  await server.routeStripe(page);
  await page.goto(`${server.baseURL}/dreams-club/join/signature`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Your name/ }).fill("Ada Member");
  await page.getByRole("textbox", { name: /^Email address/ }).fill(email);
  await page.getByRole("button", { name: /^Continue to payment/ }).click();

  const pay = async (cardNumber: string) => {
    await page.getByRole("textbox", { name: "Card number" }).fill(cardNumber);
    await page.getByRole("textbox", { name: "Expiration date" }).fill("12 / 39");
    await page.getByRole("textbox", { name: "Security code" }).fill("123");
    await page.getByRole("button", { name: "Pay £99.00" }).click();
  };
  await pay("4000 0000 0000 0002");
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  expect(await server.membershipStatus(email)).toBe("incomplete");

  await pay("4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Welcome to the Dreams Club Signature!" })).toBeVisible();
  await expect.poll(() => server.membershipStatus(email)).toBe("active");
  expect(errors.filter((error) => /Content Security Policy|Refused/.test(error))).toEqual([]);
});
