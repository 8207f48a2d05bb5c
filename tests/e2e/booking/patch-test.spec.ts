import { expect, test, type Page } from "@playwright/test";
import { nextWeekday } from "../../support/booking-data";
import { expectNoAxeViolations, waitForHydration } from "../support";
import { acceptBookingTerms } from "../pay-as-client";

/*
 * Issue 23: a henna booking's own patch test is shown wherever the treatment is: the checkout summary, the page she
 * lands on once paid, and her manage page (axe-clean at 390 and 1280 px, the two projects).
 */
const uniqueEmail = () => `patch-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
/** The "Patch test" entry of a details list in `region`. */
const patchTerm = (page: Page, region: RegExp | string) =>
  page.getByRole("region", { name: region }).locator("dt", { hasText: /^Patch test$/ }).locator("xpath=following-sibling::dd[1]");

test("the checkout, the appointment page and the manage page show the henna booking's patch test (axe-clean)", async ({ page }, testInfo) => {
  // After the weeks the seed fills and inside the 8-week horizon, a day per project.
  const weekday = testInfo.project.name === "mobile" ? "thursday" : "wednesday";
  const date = nextWeekday(weekday, 45);
  // Other specs book that day too, in an order the two workers decide: a time still free then, with a patch-test
  // time 24 to 48 hours before it (the details step offers them), latest first.
  const { slots } = (await (await page.request.get(`/api/availability?items=henna-brows&from=${date}&days=1`)).json()) as { slots: { time: string }[] };
  const patchTime = page.getByRole("combobox", { name: /Your patch test time/ });
  for (const { time } of [...slots].reverse()) {
    await page.goto(`/book?items=henna-brows&patch=booked&step=details&date=${date}&time=${time}`);
    await waitForHydration(page);
    if ((await patchTime.count()) > 0 && (await patchTime.locator("option").count()) > 1) break;
  }
  await patchTime.selectOption({ index: 1 });
  const chosen = (await patchTime.locator("option:checked").textContent())!.trim();
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Amelia Hart");
  await page.getByRole("textbox", { name: /^Email/ }).fill(uniqueEmail());
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+44 7700 900123");
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);

  const summary = patchTerm(page, "Booking summary");
  await expect(summary).toContainText(chosen);
  await expect(summary).toContainText("24 to 48 hours before your treatment");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(patchTerm(page, /here's your appointment/)).toContainText(chosen);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Move or cancel your appointment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage your booking" })).toBeVisible();
  await expect(patchTerm(page, /here's your booking/)).toContainText(chosen);
  await expectNoAxeViolations(page);
  // Cancelling the treatment says its patch test goes with it.
  await page.getByRole("link", { name: "Cancel appointment" }).click();
  await expect(page.getByRole("region", { name: "Cancel your appointment" })).toContainText(`Your patch test on ${chosen} is cancelled with it.`);
  await expectNoAxeViolations(page);
});
