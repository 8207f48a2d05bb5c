import { expect as baseExpect, test, type Page } from "@playwright/test";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectNoAxeViolations, waitForHydration } from "../support";
import { payAsClient } from "../pay-as-client";

/**
 * The manage link from the client's side (issue 10: "a client cancels from the link in the email, another
 * reschedules"). The link is filled in as the email is sent, so these run a server of their own (same build, own
 * database) that sends its mail to an SMTP server in this process, with PUBLIC_URL set to its own address.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let smtp: TestSmtpServer;
let server: OwnServer;
let baseURL: string;

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("manage"));
  baseURL = server.baseURL;
});

test.afterAll(() => server?.stop());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Books Cloud Wax on the nth day with free times through /book and pays with the demo card 4242. Each test takes
 * a day a week or more ahead, beyond the 24 hours' notice, on a server of its own worker.
 */
async function bookAndPay(page: Page, nth: number, email: string): Promise<string> {
  await page.goto(`${baseURL}/book`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Cloud Wax/ }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Finding available times...")).toBeHidden();
  let remaining = nth;
  for (;;) {
    const free = page.getByRole("radiogroup", { name: /^[A-Z][a-z]+ \d{4}$/ }).locator('[role="radio"]:not([disabled])');
    const count = await free.count();
    if (remaining < count) {
      await free.nth(remaining).click();
      break;
    }
    remaining -= count;
    await page.getByRole("button", { name: /^Next month/ }).click();
  }
  const time = page.getByRole("radiogroup", { name: /^Free times on/ }).getByRole("radio").first();
  await time.click();
  const booked = (await time.textContent())!.trim();
  await payAsClient(page, { name: "Amelia Hart", email, phone: "+44 7700 900123", total: "£20.00" });
  await expect(page.getByRole("link", { name: "Move or cancel your appointment" })).toHaveAttribute("href", /^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
  return booked;
}

/** The manage link in the client's "You're booked" email, as her mail client would show it. */
async function manageLinkFromEmail(email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mail = smtp.received.find((message) => message.envelope.to.includes(email) && /^You're booked/.test(message.mail.subject ?? ""));
    link = mail?.mail.text?.match(/https?:\/\/[^\s]+\/bookings\/manage\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return link!;
}

test.describe("the manage link", () => {
  test("a client cancels from the link in her email and sees her full refund", async ({ page }) => {
    const email = uniqueEmail("cancel");
    await bookAndPay(page, 6, email);
    const link = await manageLinkFromEmail(email);
    expect(link.startsWith(`${baseURL}/bookings/manage/`)).toBe(true);
    const response = await page.goto(link);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Manage your booking" })).toBeVisible();
    await expect(page.getByRole("region", { name: /here's your booking/ })).toContainText("Amount paid£20.00£20.00 by card");
    const cancel = page.getByRole("region", { name: "Cancel your appointment" });
    await expect(cancel).toContainText("£20.00 will be refunded to the card you paid with.");
    await cancel.getByRole("link", { name: "Cancel appointment" }).click();
    await expect(cancel.getByText(/^Cancel your appointment on \w+day/)).toBeVisible();
    await cancel.getByRole("button", { name: "Yes, cancel my appointment" }).click();
    await expect(page.getByRole("status")).toContainText("Your appointment is cancelled. £20.00 is on its way back to the card you paid with.");
    const details = page.getByRole("region", { name: /here's your booking/ });
    await expect(details).toContainText("StatusCancelled");
    await expect(details).toContainText("Refunded so far£20.00");
    await expect(page.getByRole("region", { name: "Cancel your appointment" })).toHaveCount(0);
    // Cancelled, the page still has her calendar link (it now takes the event out) and offers to book again.
    await expect(details.getByRole("link", { name: "Book again" })).toHaveAttribute("href", "/book?items=cloud-wax");
    const calendar = details.getByRole("link", { name: "Remove from calendar" });
    const file = await page.request.get(new URL((await calendar.getAttribute("href"))!, link).toString());
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain("METHOD:CANCEL");
    await expectNoAxeViolations(page);
    // The cancellation and the refund receipt arrive by email, each with a link of its own.
    await expect(async () => {
      const subjects = smtp.received.filter((message) => message.envelope.to.includes(email)).map((message) => message.mail.subject ?? "");
      expect(subjects.some((subject) => subject.startsWith("Cancelled:"))).toBe(true);
      expect(subjects.some((subject) => subject.startsWith("Refund:"))).toBe(true);
    }).toPass({ timeout: 20_000 });
  });

  test("another client moves her appointment to a new time from her email's link", async ({ page }) => {
    const email = uniqueEmail("move");
    const booked = await bookAndPay(page, 7, email);
    await page.goto(await manageLinkFromEmail(email));
    const move = page.getByRole("region", { name: "Move your appointment" });
    const times = move.getByRole("group", { name: /^Free times on \w+day \d{1,2} \w+ \d{4} \(UK time\)$/ }).getByRole("radio");
    await expect(times.first()).toBeVisible();
    const target = times.last();
    const newTime = (await target.getAttribute("value"))!;
    expect(newTime).not.toBe(booked);
    await target.check();
    await move.getByRole("button", { name: "Move my appointment" }).click();
    await expect(page.getByRole("status")).toContainText(new RegExp(`Your appointment has moved to \\w+day \\d{1,2} \\w+ \\d{4} at ${newTime}`));
    await expect(page.getByRole("region", { name: /here's your booking/ })).toContainText(`at ${newTime}`);
    // Once moved online, the next move goes through the studio.
    await expect(page.getByRole("region", { name: "Move your appointment" })).toContainText("You have already moved this appointment online once.");
  });

  test("an unknown link gets a friendly 404 page (axe-clean at 390 and 1280 px)", async ({ page }) => {
    const response = await page.goto(`${baseURL}/bookings/manage/${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that booking" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the manage page and its cancel confirmation are axe-clean at 390 and 1280 px", async ({ page }, testInfo) => {
    const email = uniqueEmail("axe");
    await bookAndPay(page, 8, email);
    const link = await manageLinkFromEmail(email);
    await page.goto(link);
    await expect(page.getByRole("region", { name: "Move your appointment" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`manage-${testInfo.project.name}.png`), fullPage: true });
    await page.goto(`${link}?step=cancel`);
    await expect(page.getByRole("button", { name: "Yes, cancel my appointment" })).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // And once cancelled, with "Book again" and the calendar link.
    await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
    await expect(page.getByRole("link", { name: "Book again" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});
