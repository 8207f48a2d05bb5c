import { expect as baseExpect, test } from "@playwright/test";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { joinedDaysAgo } from "../../support/members";
import { accountLinkIn, welcomeSubject } from "../account-links";
import type { TestSmtpServer } from "../../support/smtp";
import { openTabAsStaff, STAFF } from "../admin-support";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * Joining the Dreams Club (issue 13, docs/decisions/0028) as a client would, with the demo provider's test cards:
 * from the services page to the join page, a declined card then 4242, the welcome email's sign-in link to her
 * account with the membership, cancelling inside the term (it ends at the term's end), and staff seeing her in
 * the Members tab. Its own server, with an SMTP server to read the welcome from.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let smtp: TestSmtpServer;
let server: OwnServer;

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("dreams-club", () => ({ ADMIN_PASSWORD: STAFF.password })));
});

test.afterAll(() => server?.stop());

/**
 * Her membership as if she had joined 15 days ago: past the 14-day right to cancel (docs/decisions/0036, tested in
 * gift-voucher-cancel and the integration suite), still inside the minimum term, whose rule these tests follow.
 */
async function joinedFifteenDaysAgo(email: string) {
  const sql = postgres((await runningEmbeddedUrl(server.dataDir))!, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ id: string }[]>`select id from memberships where email = ${email}`;
    await joinedDaysAgo({ database: { sql } }, row!.id, 15);
  } finally {
    await sql.end();
  }
}

test("a client joins Essential with 4242, opens her account from the welcome email, cancels inside the term; staff see her; axe clean", async ({ page }, testInfo) => {
  const email = `member-${testInfo.project.name}-${Date.now()}@example.com`;
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

  await page.goto(`${server.baseURL}/services#dreams-club`);
  const club = page.getByRole("region", { name: "Join the Dreams Club" });
  await club.getByText("Essential", { exact: true }).click();
  await club.getByRole("link", { name: "Join Essential" }).click();
  await expect(page).toHaveURL(/\/dreams-club\/join\/essential$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join Essential" })).toBeVisible();
  // Who sells, where, the price and the 14-day right before paying (docs/decisions/0035).
  const beforePaying = page.getByRole("region", { name: "Before you pay" });
  await expect(beforePaying).toContainText("12 Lavender Mews");
  await expect(beforePaying).toContainText("within 14 days of buying it");
  await expect(beforePaying.getByRole("link", { name: "The model cancellation form" })).toHaveAttribute("href", "/cancellation-form");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await shot("join-page");

  // A missing name is said beside its field; nothing is started.
  await page.getByRole("textbox", { name: /^Email address/ }).fill(email);
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(page.getByRole("textbox", { name: /^Your name/ })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Your name/ }).fill("Ada Member");
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(page.getByRole("heading", { name: "Your first month" })).toBeVisible();
  const card = page.getByRole("textbox", { name: /^Card number/ });
  await card.fill("4000 0000 0000 0002");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/34");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: /^Pay £59/ }).click();
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("join-declined");

  await card.fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay £59/ }).click();
  await expect(page.getByRole("heading", { name: "Welcome to the Dreams Club Essential!" })).toBeVisible();
  await expect(page.getByText(`We're emailing ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("join-welcome");

  // Her account opens only through the emailed link.
  const link = await accountLinkIn(smtp, email, welcomeSubject);
  await joinedFifteenDaysAgo(email);
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const membership = page.getByRole("region", { name: "Dreams Club" });
  await expect(membership).toContainText("Dreams Club Essential");
  await expect(membership).toContainText("1 of 1 brow services left");
  await expectNoAxeViolations(page);
  await shot("account-member");

  const termEnd = (await membership.locator("dt", { hasText: "Minimum term ends" }).locator("xpath=following-sibling::dd").textContent())!;
  await membership.getByRole("link", { name: "Cancel membership" }).click();
  const confirm = page.getByRole("group", { name: "Cancel your membership?" });
  await expect(confirm).toContainText(`Your membership would end on ${termEnd}, the end of your minimum term`);
  await expectNoAxeViolations(page);
  await shot("account-cancel-confirm");
  await confirm.getByRole("button", { name: "Yes, cancel my membership" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your membership is cancelled" })).toContainText(`It continues until ${termEnd}`);
  await expect(membership.getByRole("link", { name: "Cancel membership" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Joining again with her address is refused, with the way to her account.
  await page.goto(`${server.baseURL}/dreams-club/join/vip`);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: /^Email address/ })).toHaveValue(email);
  await page.getByRole("textbox", { name: /^Your name/ }).fill("Ada Member");
  await page.getByRole("button", { name: /^Continue to payment/ }).click();
  await expect(page.getByText("You're already a Dreams Club member")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to your account" }).first()).toBeVisible();

  const panel = await openTabAsStaff(page, server.baseURL, "Members");
  await expect(panel.getByRole("heading", { level: 2, name: "Dreams Club members" })).toBeVisible();
  const row = panel.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Essential");
  await expect(row).toContainText("Cancelled, still active");
  // Live, so counted among Essential's members; cancelling, so no longer in the recurring revenue.
  const totals = panel.getByRole("region", { name: "Membership totals" });
  await expect(totals).toContainText("Essential members1");
  await expect(totals).toContainText("Monthly recurring revenue£0.00");
  await expectNoAxeViolations(page);
  await shot("members-tab");
});

test("staff cancel a member's membership from the Members tab after a confirmation stating the end date, recording the day her emailed notice came; she is emailed; axe clean", async ({ page }, testInfo) => {
  const email = `staff-cancel-${testInfo.project.name}-${Date.now()}@example.com`;
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
  const joined = await page.request.post(`${server.baseURL}/api/memberships`, { data: { tier: "signature", name: "Bea Member", email } });
  expect(joined.status()).toBe(201);
  const { clientSecret } = (await joined.json()) as { clientSecret: string };
  const paid = await page.request.post(`${server.baseURL}/api/demo-payments/confirm`, { data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } });
  expect(paid.status()).toBe(200);
  await joinedFifteenDaysAgo(email);

  const panel = await openTabAsStaff(page, server.baseURL, "Members");
  const row = panel.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Active");
  // Inside her minimum term, so it ends at the term's end, as her own cancel would.
  const termEnd = (await row.getByRole("cell").nth(3).textContent())!.trim();
  const cancel = row.getByRole("button", { name: "Cancel membership of Bea Member" });
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel this membership?" });
  const received = dialog.getByLabel("Notice received by email on (optional)");
  await expect(dialog).toContainText(`Bea Member’s Signature membership will end on ${termEnd}`);
  await expect(received).toBeFocused();
  await expectNoAxeViolations(page);
  await shot("members-cancel-confirm");

  // Kept: nothing changes and focus goes back to the button.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(row).toContainText("Active");

  // Her notice came by email: a date in the future is refused beside its field, and nothing is cancelled.
  await cancel.click();
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await received.fill(tomorrow);
  await dialog.getByLabel("Note (optional)").fill("Model form by email");
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(received).toHaveAccessibleDescription(/not in the future/);
  await expect(received).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(dialog).toBeVisible();
  await received.fill(new Date().toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText(`Bea Member’s membership ends on ${termEnd}. She has been emailed.`).first()).toBeVisible();
  await expect(row).toContainText("Cancelled, still active");
  await expect(row).toContainText(`ends ${termEnd}`);
  await expect(row.getByRole("button", { name: /^Cancel membership/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot("members-cancelled");

  await expect(async () => {
    const mail = smtp.received.find((message) => message.envelope.to.includes(email) && (message.mail.subject ?? "").startsWith("Your Dreams Club membership ends on"));
    expect(mail?.mail.text).toContain("Signature membership is cancelled");
  }).toPass({ timeout: 20_000 });
});
