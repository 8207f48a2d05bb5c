import { expect, test } from "@playwright/test";
import { signInAsStaff, uniqueTag } from "../admin-support";
import { seedStaffAccount } from "../seed";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The owner's reports (issue 24 item 4): each report's chart with its table, chosen in the Reports tab; the CSV
 * downloads; reception has no Reports tab and the API refuses her. Axe-clean at 390 and 1280 px.
 */
test("the owner opens Reports and sees each chart beside its table, axe-clean at this width", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/admin?tab=reports");
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Reports" });
  for (const [report, title, chart, table] of [
    ["Revenue", "Revenue", "Taken each month", "By month and treatment"],
    ["Utilisation", "Utilisation", "Utilisation over the range", "Each practitioner, room and machine"],
    ["No-shows and late cancellations", "No-shows and late cancellations", "No-show rate each month", "By month"],
    ["New and returning clients", "New and returning clients", "Clients seen each month", "By month"],
    ["Dreams Club", "Dreams Club", "Membership payments taken each month", "By month"],
    ["What the studio still owes", "What the studio still owes", "Owed today", "Owed today"],
  ] as const) {
    await panel.getByRole("combobox", { name: "Report" }).selectOption({ label: report });
    await panel.getByRole("button", { name: "Show report" }).click();
    await expect(panel.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(panel.getByRole("img", { name: chart })).toBeVisible();
    await expect(panel.getByRole("table", { name: table })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: /Download CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^liabilities-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("dates that cannot be read are shown as errors over this month's figures", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/admin?tab=reports&reportFrom=2026-03-14&reportTo=2026-03-01");
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Reports" });
  await expect(panel.getByRole("alert")).toHaveText("Those dates could not be read, so this shows this month so far.");
  await expect(panel.getByText("The last day must be on or after the first.")).toBeVisible();
});

test("reception has no Reports tab, and the reports API answers her 403", async ({ page }, testInfo) => {
  const username = `reception-${uniqueTag(testInfo)}`.toLowerCase();
  await seedStaffAccount("reception", username, "lavender mews teapot reports");
  const login = await page.request.post("/api/auth/login", { data: { username, password: "lavender mews teapot reports" } });
  expect(login.status()).toBe(200);
  await page.goto("/admin?tab=reports");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Bookings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Reports" })).toHaveCount(0);
  expect((await page.request.get("/api/reports/revenue")).status()).toBe(403);
});
