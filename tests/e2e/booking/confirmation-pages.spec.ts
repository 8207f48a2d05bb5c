import { expect, type Page } from "@playwright/test";
import { CHECK_EVERY_MS } from "~/features/booking/ui/checkout/payment-outcome";
import { seedBooking, seedPaymentInProgress, test, type SeededBooking } from "../seed";
import { expectNoAxeViolations, waitForEnhancement } from "../support";

/**
 * /booking-confirmed and /book-appointment are served without React (decision 0017): their one script is
 * /enhance.js, which follows a processing payment's next check. Both are per booking and private, so the page cache
 * must never keep one for the next visitor. (Adapted from the helper branch wt11-confirmed.)
 */
const person = (tag: string) => ({ name: "Amelia Hart", email: `confirmed-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com` });

async function processingPage(booking: SeededBooking) {
  const payment = await seedPaymentInProgress(booking);
  const query = new URLSearchParams({ booking: booking.id, payment_intent: payment.id, payment_intent_client_secret: payment.clientSecret });
  return { payment, url: `/booking-confirmed?${query}` };
}

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(path);
  await waitForEnhancement(page);
  page.off("request", listener);
  return scripts;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("confirmation and appointment pages without React", () => {
  test("run only /enhance.js, for a booking, a payment and none at all", async ({ page, clock }) => {
    const booking = await seedBooking(clock, person("scripts"));
    const { url } = await processingPage(booking);
    const paths = [
      `${url}&check=10`,
      "/booking-confirmed?redirect_status=failed",
      "/booking-confirmed",
      `/book-appointment?booking=${booking.id}`,
      "/book-appointment",
      "/book-appointment?booking=00000000-0000-4000-8000-000000000000",
    ];
    for (const path of paths) {
      expect(await scriptsOf(page, path), path).toEqual(["/enhance.js"]);
      await expect(page.locator('link[rel="modulepreload"]'), path).toHaveCount(0);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
    }
  });

  test("are private: the page cache never keeps or serves one", async ({ request }) => {
    for (const path of ["/booking-confirmed", "/book-appointment"]) {
      for (let visit = 0; visit < 3; visit++) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["cache-control"], path).toBe("private, no-store");
        expect(response.headers()["x-page-cache"], path).not.toBe("hit");
      }
    }
  });

  test("a payment the bank is still checking is asked about again, and the confirmation shows once it succeeds (axe-clean)", async ({ page, clock }) => {
    const booking = await seedBooking(clock, person("recheck"));
    const { payment, url } = await processingPage(booking);
    // First a look with the next check put off, so a slow axe run is never cut short by the page moving on (it
    // was, once, in CI); then the page as served, which asks again by itself.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`data-recheck-ms="${CHECK_EVERY_MS}"`, 'data-recheck-ms="600000"');
      expect(body).toContain('data-recheck-ms="600000"');
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await waitForEnhancement(page);
    await expect(heading(page)).toHaveText("Processing Your Payment");
    await expect(page.getByRole("status").filter({ hasText: "confirming your payment with your bank" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Check again" })).toHaveAttribute("href", `${url}&check=1`);
    await expectNoAxeViolations(page);
    await page.unroute(url);
    await page.goto(url);
    await waitForEnhancement(page);
    // The hand-over from /book (spec section 7) is still there while the payment is unconfirmed.
    await page.evaluate(() => {
      sessionStorage.setItem("pendingBooking", "{}");
      sessionStorage.setItem("bookingAmount", "2000");
    });
    // The page asks again by itself, every few seconds.
    await expect(page).toHaveURL(/check=1$/, { timeout: 10_000 });

    await payment.settle();
    await expect(heading(page)).toHaveText("You're booked!", { timeout: 15_000 });
    await expect(page.getByText(/^Thank you: your payment was successful\. You're booked for \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View your appointment" })).toHaveAttribute("href", `/book-appointment?booking=${booking.id}`);
    await expect.poll(() => page.evaluate(() => [sessionStorage.getItem("pendingBooking"), sessionStorage.getItem("bookingAmount")])).toEqual([null, null]);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "View your appointment" }).click();
    await expect(page.getByRole("heading", { name: "Payment received: £20.00" })).toBeVisible();
  });

  test("after ten checks without word from the bank, the page says so and stops asking", async ({ page, clock }) => {
    const booking = await seedBooking(clock, person("give-up"));
    const { url } = await processingPage(booking);
    // The page's own clock, so "it stops asking" is shown by running its timers on, not by waiting.
    await page.clock.install();
    await page.goto(`${url}&check=10`);
    await waitForEnhancement(page);
    await expect(page.getByRole("status")).toHaveText(/We haven't received word from your bank yet/);
    await expect(page.getByRole("link", { name: "Check again" })).toHaveCount(0);
    await expect(page.locator("[data-recheck-href]")).toHaveCount(0);
    await page.clock.runFor(CHECK_EVERY_MS * 3);
    expect(page.url()).toMatch(/check=10$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Check again asks the server again", async ({ page, clock }) => {
    const booking = await seedBooking(clock, person("no-script"));
    const { payment, url } = await processingPage(booking);
    await page.goto(url);
    await expect(heading(page)).toHaveText("Processing Your Payment");
    await page.getByRole("link", { name: "Check again" }).click();
    await expect(heading(page)).toHaveText("Processing Your Payment");
    await payment.settle();
    await page.getByRole("link", { name: "Check again" }).click();
    await expect(heading(page)).toHaveText("You're booked!");
  });
});
