import { expect as baseExpect, test, type Page } from "@playwright/test";
import { addDays, toWallTime, weekdayOf } from "~/lib/zoned-time";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectNoAxeViolations, waitForHydration } from "../support";
import { payAsClient } from "../pay-as-client";

/**
 * Courses from the client's side (issue 12: "a client books sessions 2 and 3 of a course from the manage page").
 * Staff first open The Glow Lift for booking (every package belongs to a treatment coming soon); the client buys
 * its 6-session package through /book, pays once, and books the next sessions from the link in her email. A server
 * of its own (same build, own database) sends its mail to an SMTP server in this process.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const ADMIN_PASSWORD = "course e2e staff password 2026";

let smtp: TestSmtpServer;
let server: OwnServer;
let baseURL: string;

test.beforeAll(async () => {
  // No early-access window: the Glow Lift the courses use opens to everyone as it goes live.
  ({ server, smtp } = await startMailedServer("course", () => ({ ADMIN_PASSWORD, LAUNCH_EARLY_ACCESS_DAYS: "0" })));
  baseURL = server.baseURL;
  const login = await fetch(`${baseURL}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const live = await fetch(`${baseURL}/api/services/the-glow-lift`, { method: "PATCH", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ state: "live" }) });
  expect(live.status).toBe(200);
});

test.afterAll(() => server?.stop());

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A Monday to Friday (open every week) at least `days` days from today in London. */
function weekdayAfter(days: number): string {
  let date = addDays(toWallTime(new Date(), "Europe/London").date, days);
  while (weekdayOf(date) === "saturday" || weekdayOf(date) === "sunday") date = addDays(date, 1);
  return date;
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

/** Books the course's next session on `date` at its first free time, from the manage page's course section. */
async function bookNextSession(page: Page, date: string): Promise<string> {
  const course = page.getByRole("region", { name: /^Your course:/ });
  await course.getByLabel("Day").fill(date);
  await course.getByRole("button", { name: "Show free times" }).click();
  const time = page.getByRole("region", { name: /^Your course:/ }).getByRole("group", { name: /^Free times on/ }).getByRole("radio").first();
  await expect(time).toBeVisible();
  const chosen = (await time.getAttribute("value"))!;
  await time.check();
  await page.getByRole("region", { name: /^Your course:/ }).getByRole("button", { name: "Book this session" }).click();
  await expect(page.getByRole("status")).toContainText("Your next session is booked");
  return chosen;
}

test.describe("a course", () => {
  test("a client buys a 6-session package, pays once, then books sessions 2 and 3 from her manage link", async ({ page }) => {
    const email = uniqueEmail("course");
    await page.goto(`${baseURL}/book`);
    await waitForHydration(page);
    // A course is booked on its own: choosing it takes out what was chosen before.
    const wax = page.getByRole("button", { name: /^Cloud Wax/ });
    await wax.click();
    await expect(wax).toHaveAttribute("aria-pressed", "true");
    const sixSessions = page.getByRole("button", { name: /^The Glow Lift – 6 Sessions/ });
    await sixSessions.click();
    await expect(sixSessions).toHaveAttribute("aria-pressed", "true");
    await expect(wax).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Finding available times...")).toBeHidden();
    // The fourth open day from now, even at the end of a month (the grid shows one month at a time).
    const openDays = page.getByRole("radiogroup", { name: /^[A-Z][a-z]+ \d{4}$/ }).locator('[role="radio"]:not([disabled])');
    await expect(openDays.first()).toBeVisible();
    const openThisMonth = await openDays.count();
    if (openThisMonth > 3) await openDays.nth(3).click();
    else {
      await page.getByRole("button", { name: /^Next month/ }).click();
      await openDays.nth(3 - openThisMonth).click();
    }
    await page.getByRole("radiogroup", { name: /^Free times on/ }).getByRole("radio").first().click();
    // The package's price, once: the other five sessions cost nothing more.
    await payAsClient(page, { name: "Nadia Rahman", email, phone: "+44 7700 900456", total: "£399.00" });

    await page.goto(await manageLinkFromEmail(email));
    const course = page.getByRole("region", { name: "Your course: The Glow Lift – 6 Sessions" });
    await expect(course).toContainText(/5 of 6 sessions left, use by \w+day \d{1,2} \w+ \d{4}/);
    await expect(course).toContainText("there is nothing to pay");

    const second = await bookNextSession(page, weekdayAfter(20));
    await expect(page.getByRole("region", { name: /^Your course:/ })).toContainText("4 of 6 sessions left");
    const third = await bookNextSession(page, weekdayAfter(27));
    const after = page.getByRole("region", { name: /^Your course:/ });
    await expect(after).toContainText("3 of 6 sessions left");
    const sessions = after.getByRole("listitem").filter({ hasText: "Confirmed" });
    // The first, confirmed by its payment (docs/decisions/0038), and the two booked from the link.
    await expect(sessions).toHaveCount(3);
    await expect(sessions.nth(1)).toContainText(`at ${second}`);
    await expect(sessions.nth(2)).toContainText(`at ${third}`);
    // Each session is an appointment of its own, confirmed to her by email with a link of its own.
    await expect(async () => {
      const confirmed = smtp.received.filter((message) => message.envelope.to.includes(email) && /^Confirmed: The Glow Lift – 6 Sessions/.test(message.mail.subject ?? ""));
      expect(confirmed).toHaveLength(2);
    }).toPass({ timeout: 20_000 });

    // Staff see the sessions used and left beside each booking of the course.
    expect((await page.request.post(`${baseURL}/api/auth/login`, { data: { username: "admin", password: ADMIN_PASSWORD } })).status()).toBe(200);
    await page.goto(`${baseURL}/admin?search=${encodeURIComponent(email)}`);
    const cards = page.getByRole("article").filter({ hasText: "Nadia Rahman" });
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText(/Course: 3 of 6 sessions used, 3 left, use by \w+day \d{1,2} \w+ \d{4}/);
    await cards.first().screenshot({ path: test.info().outputPath("course-admin-card.png") });
  });

  test("the manage page with a course is axe-clean at 390 and 1280 px", async ({ page }, testInfo) => {
    const email = uniqueEmail("course-axe");
    const created = await fetch(`${baseURL}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Olivia Brown",
        email,
        phone: "07700 900321",
        service: "The Glow Lift – 6 Sessions",
        preferredDate: weekdayAfter(testInfo.project.name === "mobile" ? 10 : 11),
        preferredTime: "11:00",
        items: [{ id: "the-glow-lift", type: "package", packageIndex: 1 }],
        policyAccepted: true,
        earlyStartRequested: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const intent = await fetch(`${baseURL}/api/create-payment-intent`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ bookingDetails: { bookingId: id } }) });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paid = await fetch(`${baseURL}/api/demo-payments/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" }),
    });
    expect(paid.status).toBe(200);

    await page.goto(`${manageUrl}?sessionDate=${weekdayAfter(15)}`);
    await expect(page.getByRole("region", { name: /^Your course:/ }).getByRole("group", { name: /^Free times on/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.getByRole("region", { name: /^Your course:/ }).screenshot({ path: testInfo.outputPath(`course-${testInfo.project.name}.png`) });
  });
});
