import { expect as baseExpect, test, type Page } from "@playwright/test";
import { openTabAsStaff, ownStaffServer, STAFF } from "../admin-support";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The dashboard's Vouchers tab (issue 13): staff issue a voucher sold at the desk and see its code once, find it
 * again by typing the code, and void it after confirming. A server of its own, so the list starts empty.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

const server = ownStaffServer("vouchers");

async function openVouchersTab(page: Page) {
  const panel = await openTabAsStaff(page, server.baseURL, "Vouchers");
  await expect(panel.getByRole("heading", { level: 2, name: "Gift vouchers" })).toBeVisible();
  return panel;
}

test("staff issue a voucher, see its code once, find it by the code and void it after confirming; axe clean at 390 and 1280 px", async ({ page }, testInfo) => {
  const panel = await openVouchersTab(page);
  await expect(panel.getByText("No gift vouchers yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`vouchers-empty-${testInfo.project.name}.png`), fullPage: true });

  await panel.getByRole("button", { name: "Issue a voucher" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue a gift voucher" });
  const amount = dialog.getByRole("textbox", { name: /^Amount \(£\)/ });
  await expect(amount).toBeFocused();
  // A refusal says why beside its field, and focus goes there; nothing is issued.
  await amount.fill("600");
  await dialog.getByRole("textbox", { name: /^Buyer's name/ }).fill("Bea Buyer");
  await dialog.getByRole("textbox", { name: /^Buyer's email/ }).fill("bea@example.com");
  await dialog.getByRole("button", { name: "Issue voucher" }).click();
  await expect(dialog.getByText("Enter an amount from £25 to £500")).toBeVisible();
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`vouchers-issue-${testInfo.project.name}.png`) });

  await amount.fill("50");
  await dialog.getByRole("textbox", { name: /^Recipient's name/ }).fill("Cleo Gift");
  await dialog.getByRole("button", { name: "Issue voucher" }).click();
  await expect(dialog).toBeHidden();
  const issued = panel.getByTestId("issued-voucher-code");
  await expect(issued).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const code = (await issued.textContent())!;
  const end = code.slice(-4);
  const listed = panel.getByRole("list", { name: "Gift vouchers, newest first" }).getByRole("article");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`•••• •••• •••• ${end}`);
  await expect(listed).toContainText("£50.00 voucher");
  await expect(listed).toContainText("Bea Buyer, bea@example.com");
  await expect(listed).toContainText("Cleo Gift");
  await expect(listed).toContainText(`at the studio (sold by ${STAFF.username})`);
  const totals = panel.getByRole("region", { name: "Gift voucher totals" });
  await expect(totals).toContainText("Vouchers sold1");
  await expect(totals).toContainText("Still to spend£50.00");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`vouchers-issued-${testInfo.project.name}.png`), fullPage: true });

  // Once dismissed, the whole code is nowhere on the page, nor after a reload.
  await panel.getByRole("button", { name: "Done, I have written it down" }).click();
  await expect(issued).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("tabpanel", { name: "Vouchers" }).getByRole("article")).toHaveCount(1);
  expect(await page.content()).not.toContain(code.replaceAll("-", "").slice(0, 8));
  expect(await page.content()).not.toContain(code.slice(0, 9));

  // The lookup takes the code however it is typed.
  const lookup = page.getByRole("region", { name: "Look up a code" });
  await lookup.getByRole("textbox", { name: /^Voucher code/ }).fill("ABCD-EFGH-JKMN-PQRS");
  await lookup.getByRole("button", { name: "Find voucher" }).click();
  await expect(lookup.getByText("No voucher has that code")).toBeVisible();
  await lookup.getByRole("textbox", { name: /^Voucher code/ }).fill(` ${code.toLowerCase().replaceAll("-", " ")} `);
  await lookup.getByRole("button", { name: "Find voucher" }).click();
  const found = lookup.getByRole("article");
  await expect(found).toContainText(`•••• •••• •••• ${end}`);
  await expect(found).toContainText("Status: Active");

  // Void, after confirming; the voucher then says who voided it.
  await found.getByRole("button", { name: /^Void voucher/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Void this voucher?" });
  await expect(confirm.getByRole("button", { name: "Keep the voucher" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`vouchers-void-${testInfo.project.name}.png`) });
  await confirm.getByRole("button", { name: "Yes, void it" }).click();
  await expect(toast(page).filter({ hasText: "Voucher void" })).toBeVisible();
  await expect(found).toContainText(`by ${STAFF.username}`);
  await expect(found).toContainText("Status: Void");
  await expect(found.getByRole("button", { name: /^Void voucher/ })).toHaveCount(0);
  const row = page.getByRole("list", { name: "Gift vouchers, newest first" }).getByRole("article");
  await expect(row).toContainText(`by ${STAFF.username}`);
  await expect(page.getByRole("region", { name: "Gift voucher totals" })).toContainText("Still to spend£0.00");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`vouchers-voided-${testInfo.project.name}.png`), fullPage: true });
});
