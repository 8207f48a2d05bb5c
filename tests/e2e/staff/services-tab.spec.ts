import { expect as baseExpect, test, type Page } from "@playwright/test";
import { openTabAsStaff, ownStaffServer, STAFF } from "../admin-support";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The dashboard's Services tab (issue 12): staff change a price, launch a coming-soon service after confirming,
 * and update the accessibility statement's review date; the public pages show each at once. These change the
 * studio's facts, so they run a server of their own (same build, own database): the shared e2e server's pages keep
 * the seeded facts other specs read.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

const server = ownStaffServer("services");

async function openServicesTab(page: Page) {
  const panel = await openTabAsStaff(page, server.baseURL, "Services");
  await expect(panel.getByRole("heading", { level: 2, name: "Services" })).toBeVisible();
  return panel;
}

/** What /book offers in its Body tab (the tab is there only while a body treatment is bookable). */
async function bodyTreatmentsOnBook(page: Page) {
  await page.goto(`${server.baseURL}/book`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: /^Cloud Wax/ })).toBeVisible();
  const tab = page.getByRole("tab", { name: "Body Sculpting" });
  if ((await tab.count()) > 0) await tab.click();
  return page.getByRole("tabpanel", { name: "Body Sculpting" });
}

const card = (page: Page, name: string) => page.getByRole("article", { name: new RegExp(name) });

test("staff change a price in the Services tab; /services and the service's page show it at once", async ({ page }) => {
  await page.goto(`${server.baseURL}/services/cloud-wax`);
  await expect(page.getByRole("main")).toContainText("£20");
  await openServicesTab(page);
  const wax = card(page, "Cloud Wax");
  await wax.getByRole("button", { name: "Edit Cloud Wax" }).click();
  const form = wax.getByRole("form", { name: "Edit Cloud Wax" });
  const price = form.getByRole("textbox", { name: /^Price \(£\)/ }).first();

  // A refusal says why beside its field, and focus goes there.
  await price.fill("twenty");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Enter an amount in pounds, such as 12.50")).toBeVisible();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute("aria-invalid", "true");

  await price.fill("23.50");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page).filter({ hasText: "Cloud Wax saved" })).toBeVisible();
  await expect(wax).toContainText("£23.50 · 1 hour");

  // The history says who changed what.
  await wax.getByText("Change history").click();
  await expect(wax.getByRole("list", { name: "Changes to Cloud Wax" })).toContainText(`${STAFF.username}`);
  await expect(wax.getByRole("list", { name: "Changes to Cloud Wax" })).toContainText("Price: £20 → £23.50");

  await page.goto(`${server.baseURL}/services`);
  await expect(page.getByRole("article").filter({ hasText: "Cloud Wax" })).toContainText("£23.50");
  await page.goto(`${server.baseURL}/services/cloud-wax`);
  await expect(page.getByRole("main")).toContainText("£23.50");
});

test("staff launch a coming-soon service after confirming: its waitlist books first, and its page says when everyone may", async ({ page }) => {
  await expect((await bodyTreatmentsOnBook(page)).getByRole("button", { name: /^Single Combo Session/ })).toHaveCount(0);

  await openServicesTab(page);
  const combo = card(page, "Single Combo Session");
  await expect(combo).toContainText("Coming soon");
  await combo.getByRole("button", { name: "Edit Single Combo Session" }).click();
  const form = combo.getByRole("form", { name: "Edit Single Combo Session" });
  await form.getByRole("radio", { name: /^Live/ }).check();
  await form.getByRole("textbox", { name: /^Early-bird price/ }).fill("129");
  const launch = form.getByRole("button", { name: "Launch Single Combo Session" });
  await launch.click();

  const dialog = page.getByRole("alertdialog", { name: "Launch Single Combo Session?" });
  await expect(dialog).toContainText("waitlist is emailed a personal early-access link at the early-bird price (£129)");
  await expect(dialog).toContainText("can book for 1 week before it opens to everyone");
  await expect(dialog.getByRole("button", { name: "Not yet" })).toBeFocused();
  // Not yet: nothing changes, and focus returns to the button.
  await dialog.getByRole("button", { name: "Not yet" }).click();
  await expect(dialog).toBeHidden();
  await expect(launch).toBeFocused();
  await expect(combo.getByText("Coming soon", { exact: true })).toBeVisible();

  await launch.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Launch Single Combo Session" }).click();
  await expect(toast(page).filter({ hasText: "Single Combo Session saved" })).toBeVisible();
  await expect(combo.getByText("Live", { exact: true })).toBeVisible();

  // The early-access window (LAUNCH_EARLY_ACCESS_DAYS, 7 here): only the waitlist's links book it for now.
  await expect((await bodyTreatmentsOnBook(page)).getByRole("button", { name: /^Single Combo Session/ })).toHaveCount(0);
  await page.goto(`${server.baseURL}/services/single-combo-session`);
  await expect(page.getByRole("main")).toContainText(/opens to everyone on \w+day \d{1,2} \w+ \d{4}/i);
});

test("staff update the accessibility statement's review date and /accessibility shows it", async ({ page }) => {
  const panel = await openServicesTab(page);
  const date = panel.getByLabel(/^Accessibility statement last reviewed/);
  await date.fill("2026-03-14");
  await panel.getByRole("button", { name: "Save review date" }).click();
  await expect(toast(page).filter({ hasText: "Review date saved" })).toBeVisible();
  await expect(panel).toContainText(`Last changed by ${STAFF.username}`);
  await page.goto(`${server.baseURL}/accessibility`);
  await expect(page.getByText("Last updated:")).toContainText("14 March 2026");
});

test("the Services tab and its launch dialog pass axe at 390 and 1280 px, with nothing wider than the screen", async ({ page }, testInfo) => {
  await openServicesTab(page);
  await expectNoAxeViolations(page);
  const glow = card(page, "The Glow Lift");
  await glow.getByRole("button", { name: "Edit The Glow Lift" }).click();
  const form = glow.getByRole("form", { name: "Edit The Glow Lift" });
  const price = form.getByRole("textbox", { name: /^Price \(£\)/ }).first();
  await price.fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Enter an amount in pounds, such as 12.50").first()).toBeVisible();
  // Focus moving to the refused field scrolls the page: a click made before it lands can miss (it did in CI).
  await expect(price).toBeFocused();
  await glow.getByText("Change history").click();
  await expect(glow.getByText("No changes yet")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`services-tab-${testInfo.project.name}.png`), fullPage: true });

  await form.getByRole("radio", { name: /^Live/ }).check();
  await form.getByRole("button", { name: "Launch The Glow Lift" }).click();
  await expect(page.getByRole("alertdialog", { name: "Launch The Glow Lift?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`launch-dialog-${testInfo.project.name}.png`) });
});

test("staff enter the special-treatment licence; the fat-freezing page and /policies state it, axe clean at 390 and 1280 px", async ({ page }) => {
  const panel = await openServicesTab(page);
  await panel.getByRole("textbox", { name: /^Licence number/ }).fill("LN/2026-0417");
  await panel.getByRole("combobox", { name: /^Issued by/ }).selectOption("Hackney");
  await panel.getByRole("button", { name: "Save licence" }).click();
  await expect(toast(page).filter({ hasText: "Licence saved" })).toBeVisible();
  for (const path of ["/services/the-ice-sculpt", "/policies"]) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.getByText(/special treatment licence LN\/2026-0417, issued by Hackney Council/)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto(`${server.baseURL}/services/brow-lift`);
  await expect(page.getByText(/special treatment licence/)).toHaveCount(0);
});
