import { expect as baseExpect, type Page } from "@playwright/test";
import { nextWeekday } from "../../support/booking-data";
import { isDashboardData, openDashboard, payBooking, signInAsStaff, uniqueTag } from "../admin-support";
import { seedBooking, seedStartedBooking, test } from "../seed";
import { collectConsoleErrors, expectNoAxeViolations } from "../support";

/**
 * Staff actions on a booking (issue 10 item 4): refund, cancel, move, mark no-show, book for a client who rang, and
 * record a payment taken at the studio. Each test makes its own clients; a booking that must already have started is
 * written straight into the e2e server's database, so no test depends on the time of day.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const bookingRow = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const actionButtons = (page: Page, name: string) => bookingRow(page, name).getByRole("button", { name: new RegExp(`for ${name}$`) });

async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse((response) => isDashboardData(response) && new URL(response.url()).searchParams.get("search") === text);
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(text);
  await answered;
}

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test("staff refund part of a paid booking; the badge, the history and the refunds show it", async ({ page, clock }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Ruth Adeyemi ${tag}`, email: `ruth-${tag}@example.com` });
  await payBooking(page.request, client.id);
  await openDashboard(page);
  await searchFor(page, tag);
  const row = bookingRow(page, client.name);
  // Confirmed by its payment (docs/decisions/0038), not started yet: nothing to confirm, complete or mark as a no-show.
  await expect(actionButtons(page, client.name)).toHaveText(["Move", "Refund", "Cancel"]);

  const refund = row.getByRole("button", { name: `Refund booking for ${client.name}` });
  await refund.click();
  const dialog = page.getByRole("dialog", { name: "Refund this booking" });
  await expect(dialog).toContainText("Up to £20.00 can be refunded");
  const amount = dialog.getByRole("textbox", { name: /Amount to refund/ });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue("20.00");
  // Escape leaves without a change, and focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(refund).toBeFocused();

  await refund.click();
  await amount.fill("25");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  // Two refusals: the reason is missing (the browser's form), then the amount is more than was paid (the server).
  await expect(dialog.getByRole("textbox", { name: /Reason/ })).toBeFocused();
  await expect(dialog).toContainText("Please give a reason");
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Started twenty minutes late");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(amount).toBeFocused();
  await expect(dialog).toContainText("A refund can be at most what is left of the payment");
  await amount.fill("5");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(toast(page)).toContainText("Refund sent");
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Payment: Partially refunded (£5.00 back)", { exact: true })).toBeVisible();

  await row.getByText("History and refunds").click();
  const history = row.getByRole("list", { name: `Changes to ${client.name}'s booking` });
  await expect(history).toContainText("Unpaid → Paid");
  await expect(history).toContainText("Paid → Partially refunded");
  const refunds = row.getByRole("table", { name: "Refunds" });
  await expect(refunds.getByRole("row").nth(1)).toContainText("£5.00");
  await expect(refunds.getByRole("row").nth(1)).toContainText("admin");
  await expect(refunds.getByRole("row").nth(1)).toContainText("Started twenty minutes late");
  expect(errors.filter((error) => !/\b400 \(Bad Request\)/.test(error))).toEqual([]);
});

test("a booking that has started can be marked a no-show", async ({ page, clock }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const { name } = await seedStartedBooking(clock, { name: `Nia Brooks ${tag}`, email: `nia-${tag}@example.com` });
  await openDashboard(page);
  await searchFor(page, tag);
  // Started: now it can be completed or marked a no-show (staff may still move or cancel it, as the server allows).
  await expect(actionButtons(page, name)).toHaveText(["Complete", "Mark no-show", "Move", "Refund", "Cancel"]);
  await bookingRow(page, name).getByRole("button", { name: `Mark no-show booking for ${name}` }).click();
  await expect(toast(page)).toContainText("Booking marked no-show");
  await expect(bookingRow(page, name).getByText("Status: No-show", { exact: true })).toBeVisible();
  await expect(actionButtons(page, name)).toHaveText(["Refund"]);
});

test("staff book a client who rang the studio, to pay at the studio; the payment is recorded and cannot be refunded by card", async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const name = `Esme Clarke ${tag}`;
  await openDashboard(page);
  const newBooking = page.getByRole("button", { name: "New booking" });
  await newBooking.click();
  const dialog = page.getByRole("dialog", { name: "New booking" });
  await expect(dialog.getByRole("textbox", { name: /Name/ })).toBeFocused();
  await dialog.getByRole("button", { name: "Make booking" }).click();
  await expect(dialog.getByRole("textbox", { name: /Name/ })).toBeFocused();
  await expect(dialog).toContainText("Please select a service");

  await dialog.getByRole("textbox", { name: /Name/ }).fill(name);
  await dialog.getByRole("textbox", { name: /Phone/ }).fill("07700 900888");
  await dialog.getByRole("textbox", { name: /Email/ }).fill(`esme-${tag}@example.com`);
  await dialog.getByRole("checkbox", { name: /^Cloud Wax/ }).check();
  await expect(dialog).toContainText("1 hour in all, £20.00.");
  // A weekday after the weeks seedBooking fills (./seed.ts), different per project; any free time that day.
  await dialog.getByLabel(/^Date/).fill(nextWeekday(testInfo.project.name === "desktop" ? "thursday" : "friday", 47));
  const time = dialog.getByRole("combobox", { name: /Time/ });
  await expect(time).toBeEnabled();
  const options = await time.locator("option:not([value=''])").allTextContents();
  await time.selectOption(options.at(-1 - Math.floor(Math.random() * Math.min(8, options.length)))!);
  await dialog.getByRole("textbox", { name: /Notes/ }).fill("Rang on Tuesday; prefers a quiet room.");
  await expect(dialog.getByRole("radio", { name: "Pay at the studio" })).toBeChecked();
  await dialog.getByRole("button", { name: "Make booking" }).click();
  await expect(toast(page)).toContainText("Booking made");
  await expect(dialog).toBeHidden();
  await expect(newBooking).toBeFocused();

  await searchFor(page, tag);
  const row = bookingRow(page, name);
  await expect(row.getByText("Payment: Unpaid", { exact: true })).toBeVisible();
  await expect(row).toContainText("by the studio, to pay at the studio");
  // Booked for payment at the studio, so staff may confirm it before it is paid.
  await expect(actionButtons(page, name)).toHaveText(["Confirm", "Record £20.00 paid at the studio", "Move", "Cancel"]);
  await row.getByRole("button", { name: `Record £20.00 paid at the studio for ${name}` }).click();
  await expect(toast(page)).toContainText("Payment recorded");
  await expect(toast(page)).toContainText("marked paid at the studio (£20.00)");
  await expect(row.getByText("Payment: Paid", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Refund booking for ${name}` }).click();
  const refund = page.getByRole("dialog", { name: "Refund this booking" });
  await expect(refund).toContainText("paid at the studio, so the card provider cannot refund it");
  await refund.getByRole("textbox", { name: /Reason/ }).fill("Client changed her mind");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refund.getByRole("alert")).toContainText("give the money back at the studio");
  await expect(refund.getByRole("alert")).toBeFocused();
});

test("the booking dialogs have no accessibility violations (axe)", async ({ page, clock }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Axe Dialogs ${tag}`, email: `axe-dialogs-${tag}@example.com` });
  await payBooking(page.request, client.id);
  await openDashboard(page);
  await searchFor(page, tag);
  const row = bookingRow(page, client.name);
  const width = page.viewportSize()!.width;
  for (const [button, title, shot] of [
    [`Cancel booking for ${client.name}`, "Cancel this booking?", "cancel"],
    [`Refund booking for ${client.name}`, "Refund this booking", "refund"],
    [`Move booking for ${client.name}`, "Move this booking", "move"],
  ] as const) {
    await row.getByRole("button", { name: button }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    if (shot === "move") {
      // A day after the seeded weeks, which may be full.
      await dialog.getByLabel(/^Date/).fill(clock.weekdayAfter(48));
      await expect(dialog.getByRole("combobox", { name: /Time/ })).toBeEnabled();
    }
    if (shot === "cancel") {
      await dialog.getByRole("button", { name: "Cancel booking" }).click();
      await expect(dialog).toContainText("Please give a reason");
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${shot}-${width}.png`) });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await row.getByText("History and refunds").click();
  await expect(row.getByRole("list", { name: /Changes to/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The opened history fits the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.getByRole("button", { name: "New booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New booking" });
  await dialog.getByRole("checkbox", { name: /^Cloud Wax/ }).check();
  await dialog.getByRole("button", { name: "Make booking" }).click();
  await expect(dialog).toContainText("Please choose a date");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`new-booking-${width}.png`), fullPage: true });
});
