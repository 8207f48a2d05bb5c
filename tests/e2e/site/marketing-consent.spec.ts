import { expect as baseExpect, request as apiRequest, test, type Page } from "@playwright/test";
import { accountLinkIn } from "../account-links";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { acceptBookingTerms } from "../pay-as-client";
import { bookableDay, studioClock } from "../seed";
import { expectNoAxeViolations, waitForEnhancement, waitForHydration } from "../support";

/**
 * Marketing consent under PECR (issue 20 item 2, docs/decisions/0037): a separate, unticked opt-in on the contact
 * form and the booking details step; a tick is hers to see, and change, in her account. Its own server, with an SMTP
 * server for the sign-in link, so her account holds only what these tests gave it.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let smtp: TestSmtpServer;
let server: OwnServer;
test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("marketing"));
});
test.afterAll(() => server?.stop());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const optIn = (page: Page) => page.getByRole("checkbox", { name: "Yes, email me news and offers" });
const choices = (page: Page) => page.getByRole("region", { name: "News and offers" });

async function sendContactMessage(page: Page, email: string, tick: boolean) {
  await page.goto(`${server.baseURL}/contact`);
  await waitForEnhancement(page);
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("textbox", { name: /^Name/ }).fill("Amelia Hart");
  await form.getByRole("textbox", { name: /^Email/ }).fill(email);
  await form.getByRole("textbox", { name: /^Message/ }).fill("Hello! Could I book brow lamination before a wedding?");
  await expect(optIn(page)).not.toBeChecked();
  if (tick) await optIn(page).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Thank you for your message!" })).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto(`${server.baseURL}/account/sign-in`);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await page.goto(await accountLinkIn(smtp, email, /^Sign in/));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
}

async function detailsStep(page: Page) {
  const clock = studioClock(new Date());
  await page.clock.setFixedTime(clock.now);
  const api = await apiRequest.newContext({ baseURL: server.baseURL });
  const date = await bookableDay(api, clock, { items: "cloud-wax", time: "15:00", after: 3 });
  await api.dispose();
  await page.goto(`${server.baseURL}/book?${new URLSearchParams({ items: "cloud-wax", step: "time", date, time: "15:00" })}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
}

test("the contact form's opt-in starts unticked; her tick shows in her account, where unticking withdraws it", async ({ page }) => {
  const email = uniqueEmail("contact");
  await sendContactMessage(page, email, true);
  await signIn(page, email);
  await expect(choices(page)).toContainText(/You agreed to marketing emails on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(optIn(page)).toBeChecked();

  await optIn(page).uncheck();
  await page.getByRole("button", { name: "Save my choices" }).click();
  await expect(choices(page).getByRole("status")).toHaveText("Your choices are saved.");
  await expect(choices(page)).toContainText("You turned marketing emails off on");
  await expect(optIn(page)).not.toBeChecked();

  await optIn(page).check();
  await page.getByRole("button", { name: "Save my choices" }).click();
  await expect(choices(page)).toContainText("You agreed to marketing emails on");
  await expect(optIn(page)).toBeChecked();
});

test("a message sent without the tick asks nothing of her marketing", async ({ page }) => {
  const email = uniqueEmail("unticked");
  await sendContactMessage(page, email, false);
  await signIn(page, email);
  await expect(choices(page)).toContainText("You haven't asked for marketing emails.");
  await expect(optIn(page)).not.toBeChecked();
});

test("the booking details step shows an unticked opt-in, and her tick is recorded with the booking", async ({ page }) => {
  const email = uniqueEmail("booking");
  await detailsStep(page);
  await expect(optIn(page)).not.toBeChecked();
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Amelia Hart");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+44 7700 900123");
  await acceptBookingTerms(page);
  await optIn(page).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);

  await signIn(page, email);
  await expect(choices(page)).toContainText("You agreed to marketing emails on");
});

test("the opt-in's pages have no accessibility violations (axe)", async ({ page }) => {
  await page.goto(`${server.baseURL}/contact`);
  await waitForEnhancement(page);
  await expect(optIn(page)).toBeVisible();
  await expectNoAxeViolations(page);

  for (const path of ["/glow-lift-waitlist", "/dreams-club/join/essential"]) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(optIn(page)).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await detailsStep(page);
  await expect(optIn(page)).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail("axe");
  await sendContactMessage(page, email, true);
  await signIn(page, email);
  await page.getByRole("button", { name: "Save my choices" }).click();
  await expect(choices(page).getByRole("status")).toHaveText("Your choices are saved.");
  await expectNoAxeViolations(page);
});
