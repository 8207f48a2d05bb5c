import { expect as baseExpect, test, type Page } from "@playwright/test";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectNoAxeViolations, waitForHydration } from "../support";
import { payAsClient } from "../pay-as-client";

/**
 * Launch from the waitlist from the client's side (issue 12, docs/decisions/0020): staff make The Glow Lift live,
 * the waitlist's early-access email arrives, and its link books the treatment at the early-bird price, once. The
 * link is filled in as the email is sent, so this runs a server of its own that mails an SMTP server in this process.
 */
// One server for the file: its two tests run in order on one worker, as it launches The Glow Lift once.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const STAFF_PASSWORD = "early access staff 2026";
let smtp: TestSmtpServer;
let server: OwnServer;
let baseURL: string;
const email = `waitlist-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("early-access", () => ({ ADMIN_PASSWORD: STAFF_PASSWORD })));
  baseURL = server.baseURL;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseURL}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  baseExpect((await post("/api/waitlist", { name: "Amelia Hart", email, phone: "07700 900123", service: "the-glow-lift", interestedInModeling: "no" })).status).toBe(201);
  const login = await post("/api/auth/login", { username: "admin", password: STAFF_PASSWORD });
  baseExpect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const patch = (body: unknown) => fetch(`${baseURL}/api/services/the-glow-lift`, { method: "PATCH", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
  baseExpect((await patch({ earlyBirdPricePence: 5900 })).status).toBe(200);
  baseExpect((await patch({ state: "live" })).status).toBe(200);
});

test.afterAll(() => server?.stop());

/** The link in the early-access email, as her mail client shows it. */
async function earlyAccessLink(): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mail = smtp.received.find((message) => message.envelope.to.includes(email) && /^Your early access to The Glow Lift/.test(message.mail.subject ?? ""));
    link = mail?.mail.text?.match(/https?:\/\/\S+\/book\?items=the-glow-lift&access=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return link!;
}

async function chooseFirstFreeTime(page: Page) {
  await expect(page.getByText("Finding available times...")).toBeHidden();
  for (;;) {
    const free = page.getByRole("radiogroup", { name: /^[A-Z][a-z]+ \d{4}$/ }).locator('[role="radio"]:not([disabled])');
    if ((await free.count()) > 0) {
      // A week or more ahead, clear of the lead time.
      await free.nth(Math.min(5, (await free.count()) - 1)).click();
      break;
    }
    await page.getByRole("button", { name: /^Next month/ }).click();
  }
  await page.getByRole("radiogroup", { name: /^Free times on/ }).getByRole("radio").first().click();
}

test("a waitlisted client books from her early-access link at the early-bird price, once, and staff see the funnel (axe-clean at 390 and 1280 px)", async ({ page }) => {
  const link = await earlyAccessLink();
  expect(link.startsWith(`${baseURL}/book?`)).toBe(true);

  // Its page says when it opens to everyone, read from the launch; no Book button yet.
  await page.goto(`${baseURL}/services/the-glow-lift`);
  const opening = page.getByRole("region", { name: "The Glow Lift is open to its waitlist first" });
  await expect(opening).toContainText(/It opens to everyone on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(page.getByRole("link", { name: /^Book Now/ }).filter({ hasText: "£" })).toHaveCount(0);
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("")).toContain('"availability":"https://schema.org/PreOrder"');
  await expectNoAxeViolations(page);
  await page.goto(`${baseURL}/glow-lift-waitlist`);
  await expect(page.getByText(/^Waitlist first: opens to everyone on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

  // Without a link, the treatment is not on the booking page yet.
  await page.goto(`${baseURL}/book`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Cloud Wax/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^The Glow Lift/ })).toHaveCount(0);

  await page.goto(link);
  await waitForHydration(page);
  const note = page.getByRole("region", { name: "Your early access" });
  await expect(note).toContainText("book The Glow Lift at £59 (usually £79) with your personal link");
  await expect(note).toContainText(/It opens to everyone on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(page.getByRole("button", { name: /^The Glow Lift/ })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await chooseFirstFreeTime(page);
  await payAsClient(page, { name: "Amelia Hart", email, phone: "+44 7700 900123", total: "£59.00" });
  await expect(page.getByText("£59.00").first()).toBeVisible();

  // Spent: the link says so, plainly.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("alert").filter({ hasText: "This early-access link has already been used" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^The Glow Lift/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Staff see the waitlist's way from sign-up to booking.
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { username: "admin", password: STAFF_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${baseURL}/admin?tab=waitlist`);
  await waitForHydration(page);
  const funnel = page.getByRole("table", { name: "From waitlist to booking" });
  const glowLift = funnel.getByRole("row", { name: /^The Glow Lift/ });
  await expect(glowLift.getByRole("cell")).toHaveText(["1", "1", "1", /^Waitlist only until /]);
  await expect(funnel.getByRole("row", { name: /^Inch Away/ }).getByRole("cell").last()).toHaveText("Not launched yet");
  const entry = page.getByRole("listitem").filter({ hasText: email });
  await expect(entry.getByText("Booked", { exact: true })).toBeVisible();
  await expect(entry).toContainText(/Early accessInvited .+, booked .+/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("waitlist-funnel.png"), fullPage: true });
});

test("the voucher shop offers the just-launched Glow Lift and not the free patch test (axe-clean at 390 and 1280 px)", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseURL}/gift-vouchers`);
    const treatment = page.getByRole("combobox", { name: /^Treatment/ });
    await expect(treatment.getByRole("option", { name: "The Glow Lift (£79)" })).toHaveCount(1);
    await expect(treatment.getByRole("option", { name: /Patch Test/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
