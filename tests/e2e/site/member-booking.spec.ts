import { expect as baseExpect, test, type Page } from "@playwright/test";
import { memberPricePence, tierById } from "~/features/memberships";
import { formatTotal } from "~/lib/money";
import { toWallTime } from "~/lib/zoned-time";
import { accountLinkIn, welcomeSubject } from "../account-links";
import { nextWeekday } from "../../support/booking-data";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { acceptBookingTerms } from "../pay-as-client";
import { pa11yErrors } from "../pa11y-support";
import { vnuErrors } from "../../support/vnu";
import { expectNoAxeViolations, waitForHydration } from "../support";

/*
 * A Dreams Club member booking while signed in (issue 13, docs/decisions/0029), with the demo provider: her month's
 * included brow service costs nothing and is booked with no card step; the next one that month shows the member
 * price at /checkout and the card pays just that. Its own server, with an SMTP server for her sign-in link.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let smtp: TestSmtpServer;
let server: OwnServer;

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("member-booking"));
});

test.afterAll(() => server?.stop());

/** Cloud Wax from /book's details step: "Confirm booking" when her membership includes it (nothing to pay), else on to pay. */
async function bookCloudWax(page: Page, email: string, date: string, time: string, submit: "Confirm booking" | "Continue to payment") {
  await page.goto(`${server.baseURL}/book?${new URLSearchParams({ items: "cloud-wax", step: "time", date, time })}`);
  await waitForHydration(page);
  await expect(page.getByText("Finding available times...")).toBeHidden();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Ada Member");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("07700 900123");
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: submit }).click();
}

test("a signed-in Essential member books her included brow service for £0 with no card, then the next one at the member price; axe clean", async ({ page }, testInfo) => {
  const email = `booking-member-${testInfo.project.name}-${Date.now()}@example.com`;
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

  // Joined with 4242 (the join page itself is tests/e2e/site/dreams-club.spec.ts), then signed in by the emailed link.
  const joined = await page.request.post(`${server.baseURL}/api/memberships`, { data: { tier: "essential", name: "Ada Member", email } });
  expect(joined.status(), await joined.text()).toBe(201);
  const { clientSecret } = (await joined.json()) as { clientSecret: string };
  const paid = await page.request.post(`${server.baseURL}/api/demo-payments/confirm`, { data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(await accountLinkIn(smtp, email, welcomeSubject));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("region", { name: "Dreams Club" })).toContainText("1 of 1 brow services left");

  const date = nextWeekday(testInfo.project.name.includes("mobile") ? "thursday" : "wednesday", 3);
  await bookCloudWax(page, email, date, "10:00", "Confirm booking");
  // Her membership paid it, so it is booked and confirmed, with no promise to call.
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  await expect(page.getByText(/nothing to pay and your appointment is confirmed/)).toBeVisible();
  await expect(page.getByTestId("member-included")).toHaveText("Included in your membership: £0 to pay.");
  await expect(page.getByRole("textbox", { name: /^Card number/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/book/);
  await expectNoAxeViolations(page);
  await shot("member-included-booked");

  // The credit belongs to the appointment's month: her account counts this month's.
  const thisMonth = toWallTime(new Date(), "Europe/London").date.slice(0, 7);
  await page.goto(`${server.baseURL}/account`);
  await expect(page.getByRole("region", { name: "Dreams Club" })).toContainText(`${date.startsWith(thisMonth) ? 0 : 1} of 1 brow services left`);

  // The same month again: the member price, shown at checkout as the server recorded it, and paid by card.
  const memberPrice = memberPricePence(2000, tierById("essential")!);
  await bookCloudWax(page, email, date, "14:00", "Continue to payment");
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByTestId("member-saving")).toHaveText(`−${formatTotal(2000 - memberPrice)}`);
  await expect(page.getByTestId("amount-due")).toHaveText(formatTotal(memberPrice));
  await expectNoAxeViolations(page);
  await shot("member-price-checkout");
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: `Pay ${formatTotal(memberPrice)}` }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);
});

test("a signed-in member sees her member prices and included treatment from the first step, and the details step's total is what checkout charges; axe clean", async ({ page }, testInfo) => {
  const email = `first-step-member-${testInfo.project.name}-${Date.now()}@example.com`;
  const joined = await page.request.post(`${server.baseURL}/api/memberships`, { data: { tier: "essential", name: "Bea Member", email } });
  expect(joined.status(), await joined.text()).toBe(201);
  const { clientSecret } = (await joined.json()) as { clientSecret: string };
  expect((await page.request.post(`${server.baseURL}/api/demo-payments/confirm`, { data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } })).status()).toBe(200);
  await page.goto(await accountLinkIn(smtp, email, welcomeSubject));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Each brow service may be her month's included one; booked together, the dearest (Brow Lift, £55) is, and Cloud
  // Wax (£20) is 10% off: £18 to pay, not £75.
  const cloudWax = memberPricePence(2000, tierById("essential")!);
  await page.goto(`${server.baseURL}/book`);
  await waitForHydration(page);
  await expect(page.getByText("Dreams Club Essential: prices shown are your member prices, 10% off, and one brow service this month is included.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Brow Lift Included/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cloud Wax Included/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The member's first step as the server sends it is valid HTML (Nu), and pa11y finds no error at this width.
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  expect(await vnuErrors({ "/book, signed in as a member": await (await page.request.get(`${server.baseURL}/book`)).text() })).toEqual([]);
  expect(await pa11yErrors(`${server.baseURL}/book`, { headers: { cookie }, width: page.viewportSize()!.width })).toEqual([]);

  const date = nextWeekday(testInfo.project.name.includes("mobile") ? "tuesday" : "monday", 12);
  await page.goto(`${server.baseURL}/book?${new URLSearchParams({ items: "brow-lift,cloud-wax", step: "time", date, time: "10:00" })}`);
  await waitForHydration(page);
  await expect(page.getByText("Finding available times...")).toBeHidden();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText(`Total: ${formatTotal(cloudWax)}, paid securely by card on the next page.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Bea Member");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("07700 900123");
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByTestId("amount-due")).toHaveText(formatTotal(cloudWax));
});
