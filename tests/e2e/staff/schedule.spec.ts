import { expect as baseExpect, test, type Page } from "@playwright/test";
import { openDashboard, signInAsStaff, uniqueTag } from "../admin-support";
import { expectNoAxeViolations } from "../support";

/** The dashboard's Schedule tab: closures added and removed, bank holidays listed, hours shown (DESIGN 3a). */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test("staff add a closure, see it, and remove it after confirming; the tab passes axe", async ({ page }, testInfo) => {
  await signInAsStaff(page);
  await openDashboard(page);
  await page.getByRole("tab", { name: /^Schedule/ }).click();
  const panel = page.getByRole("tabpanel", { name: "Schedule" });
  await expect(panel.getByRole("heading", { name: "Opening hours" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Open on Monday" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Open on Sunday" })).not.toBeChecked();
  await expect(panel.getByRole("heading", { name: "Bank holidays" })).toBeVisible();
  await expect(panel.getByText("Christmas Day", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Saving the week answers with the bookings to come that it no longer covers: none, for the usual hours.
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(toast(page).filter({ hasText: "Opening hours saved" })).toBeVisible();
  await expect(page.getByText("No booking falls outside the new hours.")).toBeVisible();

  // A refused closure says why, under its field, and stores nothing.
  await page.getByRole("button", { name: "Add closure" }).click();
  await expect(page.getByText("Please give a reason (up to 200 characters)")).toBeVisible();

  const reason = `Training ${uniqueTag(testInfo)}`;
  // Far ahead, on a date no booking test uses, so no booking falls inside it.
  const year = new Date().getFullYear() + 2;
  await page.getByLabel("From (date)").fill(`${year}-06-0${testInfo.project.name.includes("mobile") ? 2 : 1}`);
  await page.getByLabel("To (date)").fill(`${year}-06-0${testInfo.project.name.includes("mobile") ? 2 : 1}`);
  await page.getByLabel("Reason").fill(reason);
  await page.getByRole("button", { name: "Add closure" }).click();
  await expect(toast(page).filter({ hasText: "Closure added" })).toBeVisible();
  await expect(page.getByText("No booking falls in that closure.")).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: reason });
  await expect(entry).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("schedule.png"), fullPage: true });

  await entry.getByRole("button", { name: `Remove closure: ${reason}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove this closure?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Remove closure" }).click();
  await expect(toast(page).filter({ hasText: "Closure removed" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: reason })).toHaveCount(0);
});
