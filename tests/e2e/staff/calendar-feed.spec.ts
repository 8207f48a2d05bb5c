import { expect, test } from "@playwright/test";
import { openDashboard, signInAsStaff } from "../admin-support";
import { expectNoAxeViolations } from "../support";

/**
 * A member's own calendar feed from the dashboard's header (issue 22 item 7, docs/decisions/0052): turned on, its
 * address is shown once and serves her appointments as a calendar; a new address retires the old; off, it is gone.
 */
test("a member turns her calendar feed on, makes a new address and turns it off", async ({ page }) => {
  await signInAsStaff(page);
  await openDashboard(page);
  const button = page.getByRole("button", { name: "Calendar feed" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Your calendar feed" });
  await expect(dialog).toContainText("Your feed is off.");
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const address = dialog.getByRole("textbox", { name: /Your feed's address/ });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  await dialog.getByRole("button", { name: "Make a new address" }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // Closed and opened again, the address is not shown: only its hash is kept.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(button).toBeFocused();
  await button.click();
  await expect(dialog).toContainText("Your feed is on.");
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog).toContainText("Your feed is off.");
  expect((await page.request.get(second)).status()).toBe(404);
});

test("the calendar feed dialog passes axe at 390 and 1280 px", async ({ page }) => {
  await signInAsStaff(page);
  await openDashboard(page);
  await page.getByRole("button", { name: "Calendar feed" }).click();
  await expect(page.getByRole("dialog", { name: "Your calendar feed" })).toBeVisible();
  await expectNoAxeViolations(page);
});
