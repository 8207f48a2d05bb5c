import { expect as baseExpect, test, type Page } from "@playwright/test";
import { acceptBookingTerms } from "../pay-as-client";
import { studioClock } from "../seed";
import { startStripeServer } from "../stripe-server";
import { collectConsoleErrors, waitForEnhancement, waitForHydration } from "../support";
import { authenticationFailed } from "../../support/fake-stripe";
import { challengeTitle } from "../../support/fake-stripe-js";

/**
 * Paying on /checkout through Stripe's Payment Element, as a client would: Stripe.js is the local stand-in
 * (tests/support/fake-stripe-js.ts) served for https://js.stripe.com, its API calls go to the fake API, which also
 * sends the server its signed webhooks. The page's own security policy applies, so a Stripe host it did not allow
 * would fail the payment and show in the console. Stripe's test cards: 4242 pays, 0002 is declined, 3155 asks for
 * 3-D Secure.
 */

// One Stripe-configured server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "default", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let server: Awaited<ReturnType<typeof startStripeServer>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startStripeServer();
});
test.afterAll(async () => server?.stop());

const cards = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authenticate: "4000 0025 0000 3155",
};

const BOOKING_TIME = "10:00";
/** An error as the client reads it on /checkout (today a toast; the words matter, not the widget). */
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const payButton = (page: Page) => page.getByRole("button", { name: "Pay £20.00" });

/** A weekday at least `after` days ahead on which this server offers Cloud Wax at 10:00 (well inside its horizon). */
async function bookableDay(after: number) {
  const clock = studioClock(new Date());
  for (let extra = 0; extra < 7; extra++) {
    const date = clock.weekdayAfter(after + extra);
    const answer = (await (await fetch(`${server.baseURL}/api/availability?items=cloud-wax&from=${date}&days=1`)).json()) as { slots: { date: string; time: string }[] };
    if (answer.slots.some((slot) => slot.date === date && slot.time === BOOKING_TIME)) return date;
  }
  throw new Error(`No weekday ${after} days ahead offers Cloud Wax at ${BOOKING_TIME}`);
}

/** Cloud Wax (£20) held from /book with the day and time in its address, on to /checkout; returns the booking id. */
async function holdCloudWax(page: Page, after: number) {
  await server.routeStripe(page);
  const date = await bookableDay(after);
  await page.goto(`${server.baseURL}/book?${new URLSearchParams({ items: "cloud-wax", step: "time", date, time: BOOKING_TIME })}`);
  await waitForHydration(page);
  await expect(page.getByRole("radiogroup", { name: /^Free times on/ }).getByRole("radio", { name: BOOKING_TIME, exact: true })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Amelia Hart");
  await page.getByRole("textbox", { name: /^Email/ }).fill(`stripe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+44 7700 900123");
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get("booking")!;
}

/** Types a card into the Payment Element (the stand-in's fields carry Stripe's labels) and pays. */
async function payWith(page: Page, cardNumber: string) {
  await page.getByRole("textbox", { name: "Card number" }).fill(cardNumber);
  await page.getByRole("textbox", { name: "Expiration date" }).fill("12 / 39");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await payButton(page).click();
}

async function expectPaidAppointment(page: Page, bookingId: string) {
  await expect(page).toHaveURL(new RegExp(`/book-appointment\\?booking=${bookingId}$`));
  await expect(page.getByRole("heading", { name: "Payment received: £20.00" })).toBeVisible();
  await expect(page.getByText("You've paid for Cloud Wax.")).toBeVisible();
  await expect.poll(() => server.paymentStatus(bookingId)).toBe("paid");
}

const deliveredFor = (type: string) => () => server.fake.deliveries.filter((delivery) => delivery.type === type).map((delivery) => delivery.status);

test("pays with 4242 4242 4242 4242 through the Payment Element and lands on the appointment, paid", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const bookingId = await holdCloudWax(page, 45);
  await expect(page.getByRole("heading", { name: "Secure payment" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Demo payments/ })).toHaveCount(0);
  expect(await server.paymentStatus(bookingId)).toBe("unpaid");

  await payWith(page, cards.success);
  await expectPaidAppointment(page, bookingId);
  // Stripe's webhook reached the server, signed, and was accepted.
  await expect.poll(deliveredFor("payment_intent.succeeded")).toContain(200);
  expect(errors).toEqual([]);
});

test("says a declined card (4000 0000 0000 0002) was declined, marks nothing paid, and 4242 then pays", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const bookingId = await holdCloudWax(page, 48);
  await payWith(page, cards.declined);
  await expect(message(page, "Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?booking=/);
  await expect(payButton(page)).toBeEnabled();
  // The failure webhook is recorded; the booking is not paid.
  await expect.poll(() => server.paymentStatus(bookingId)).toBe("failed");

  await payWith(page, cards.success);
  await expectPaidAppointment(page, bookingId);
  // Stripe's API answers a declined card with 402, which Chromium logs as a failed resource (so it does with Stripe).
  expect(errors.filter((error) => !error.includes("status of 402 (Payment Required)"))).toEqual([]);
});

test("asks for 3-D Secure with 4000 0025 0000 3155: a failed check pays nothing, a completed one pays", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const bookingId = await holdCloudWax(page, 51);
  await payWith(page, cards.authenticate);
  const challenge = page.getByRole("dialog", { name: challengeTitle });
  await expect(challenge).toBeVisible();
  await challenge.getByRole("button", { name: "Fail" }).click();
  await expect(challenge).toBeHidden();
  await expect(message(page, authenticationFailed)).toBeVisible();
  await expect.poll(() => server.paymentStatus(bookingId)).toBe("failed");

  await payWith(page, cards.authenticate);
  await expect(challenge).toBeVisible();
  expect(await server.paymentStatus(bookingId)).not.toBe("paid");
  await challenge.getByRole("button", { name: "Complete" }).click();
  await expectPaidAppointment(page, bookingId);
  expect(errors).toEqual([]);
});

test("buys a gift voucher through the Payment Element: the voucher's page loads Stripe.js under its own policy", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await server.routeStripe(page);
  await page.goto(`${server.baseURL}/gift-vouchers`);
  await waitForEnhancement(page);
  await page.getByRole("radio", { name: "An amount" }).check();
  await page.getByRole("textbox", { name: "Amount in pounds" }).fill("50");
  await page.getByRole("textbox", { name: /^Your name/ }).fill("Ada Buyer");
  await page.getByRole("textbox", { name: /^Your email/ }).fill(`stripe-voucher-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/gift-vouchers\/[A-Za-z0-9_-]{43}$/);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Demo payments/ })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Card number" }).fill(cards.success);
  await page.getByRole("textbox", { name: "Expiration date" }).fill("12 / 39");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Pay £50.00" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your gift voucher is ready");
  await expect.poll(deliveredFor("payment_intent.succeeded")).toContain(200);
  expect(errors).toEqual([]);
});
