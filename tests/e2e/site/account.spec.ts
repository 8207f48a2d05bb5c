import { expect as baseExpect, test, type Page } from "@playwright/test";
import { accountLinkIn } from "../account-links";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectNoAxeViolations } from "../support";

/**
 * A client's account (issue 13, docs/decisions/0023): found from the footer, signed in by an emailed link that
 * works once, and signed out. Its own server, with an SMTP server to read the link from as her mail client would.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let smtp: TestSmtpServer;
let server: OwnServer;

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("account"));
});

test.afterAll(() => server?.stop());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function askForLink(page: Page, email: string) {
  await page.goto(`${server.baseURL}/`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Your Account" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`If ${email} is the address you booked or joined with, a sign-in link is on its way.`);
}

test("a client signs in from the emailed link, and the link used twice is refused", async ({ page }) => {
  const email = uniqueEmail("once");
  await askForLink(page, email);
  const link = await accountLinkIn(smtp, email, /^Sign in/);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming appointments" })).toContainText("No upcoming appointments.");

  await page.goto(link);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "That link didn't sign you in" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("This sign-in link has already been used. Ask for a new one below.");

  // Still signed in from the first time; signing out ends it.
  await page.goto(`${server.baseURL}/account`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You're signed out.");
  await page.goto(`${server.baseURL}/account`);
  await expect(page).toHaveURL(/\/account\/sign-in$/);
});

test("the account pages have no accessibility violations, with an error too", async ({ page }) => {
  const email = uniqueEmail("axe");
  await page.goto(`${server.baseURL}/account/sign-in`);
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /^Email/ }).fill("not an address");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expectNoAxeViolations(page);

  await askForLink(page, email);
  await expectNoAxeViolations(page);
  const link = await accountLinkIn(smtp, email, /^Sign in/);
  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);
});
