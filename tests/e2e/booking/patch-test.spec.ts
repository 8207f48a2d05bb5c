import { expect, test, type Page } from "@playwright/test";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { payBooking, signInAsStaff } from "../admin-support";
import { pa11yErrors } from "../pa11y-support";
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

/**
 * Issue 34: her patch test moves with her treatment, from her manage page and from the desk's Move dialog, and the
 * desk's card flags a treatment whose test was cancelled (each state axe-clean at 390 and 1280 px).
 */
test("her patch test moves with her treatment from her manage page and from the desk, and a cancelled test is flagged (axe-clean)", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const mobile = testInfo.project.name === "mobile";
  // Two working days before the treatment for the test, the day after it for her move, a week on for the desk's.
  const treatmentDay = nextWeekday(mobile ? "thursday" : "wednesday", 31);
  const testDay = addDays(treatmentDay, -2);
  const available = async (items: string, date: string) =>
    ((await (await page.request.get(`/api/availability?items=${items}&from=${date}&days=1`)).json()) as { slots: { date: string; time: string }[] }).slots
      .filter((slot) => slot.date === date)
      .map((slot) => slot.time);
  // A treatment time with a free patch-test time no earlier in the day two days before (so 24 to 48 hours apart).
  const testTimes = await available("patch-test", testDay);
  const treatmentTime = (await available("henna-brows", treatmentDay)).find((time) => testTimes.some((test) => test >= time))!;
  const testTime = testTimes.find((test) => test >= treatmentTime)!;
  const email = uniqueEmail();
  const created = await page.request.post("/api/bookings", {
    data: bookingRequest({ email, preferredDate: treatmentDay, preferredTime: treatmentTime, patchTest: "booked", patchTestDate: testDay, patchTestTime: testTime }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
  await payBooking(page.request, id);

  // The day after is past 48 hours from her test: she is told why its times are held back, and may move the test too.
  await page.goto(`${new URL(manageUrl).pathname}?date=${addDays(treatmentDay, 1)}#move`);
  const move = page.getByRole("region", { name: "Move your appointment" });
  await expect(move).toContainText("your treatment must be 24 to 48 hours after your patch test");
  await expectNoAxeViolations(page);
  await move.getByRole("link", { name: "Show times that move my patch test too" }).click();
  await expect(move).toContainText("Your free patch test moves with your appointment");
  const times = move.getByRole("group", { name: /^Free times on / }).getByRole("radio");
  await expect(times.first()).toBeVisible();
  await expectNoAxeViolations(page);
  // pa11y too, at this project's width, on the day held back and the day with the test moving.
  const width = page.viewportSize()!.width;
  const heldBackUrl = new URL(`${new URL(manageUrl).pathname}?date=${addDays(treatmentDay, 1)}`, page.url()).href;
  expect([...(await pa11yErrors(heldBackUrl, { width })), ...(await pa11yErrors(page.url(), { width }))]).toEqual([]);
  await times.first().check();
  await move.getByRole("button", { name: "Move my appointment" }).click();
  await expect(page.getByRole("status")).toContainText(/Your appointment has moved to \w+day .* and your patch test is on \w+day /);
  await expectNoAxeViolations(page);

  // At the desk: the Move dialog offers to take her patch test along, a week on, and moves both.
  await signInAsStaff(page);
  await page.goto(`/admin?search=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  const card = page.getByRole("article", { name: "Grace Okafor", exact: true }).filter({ hasText: "Payment: Paid" });
  await card.getByRole("button", { name: "Move booking for Grace Okafor" }).click();
  const dialog = page.getByRole("dialog", { name: "Move this booking" });
  await dialog.getByLabel("Date").fill(addDays(treatmentDay, 8));
  // A week on, every free time is outside her test's window, and the dialog says so rather than "no free time".
  await expect(dialog.getByLabel("Time")).toBeDisabled();
  await expect(dialog).toContainText(/0 free times \(London\)\. \d+ more are outside her patch test's window/);
  await dialog.getByRole("checkbox", { name: "Move her patch test with it" }).check();
  await expect(dialog.getByLabel("Time")).toBeEnabled();
  await expect(dialog.getByLabel("Time").locator("option", { hasText: /, patch test \w+day / }).first()).toBeAttached();
  await expectNoAxeViolations(page);
  const option = (await dialog.getByLabel("Time").locator("option", { hasText: /, patch test / }).first().getAttribute("value"))!;
  await dialog.getByLabel("Time").selectOption(option);
  await dialog.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText("has moved, with her patch test");
  await expect(dialog).toBeHidden();

  // Her patch test cancelled at the desk: her treatment's card says it cannot go ahead without one.
  // The test's own card says it is free, not "Unpaid".
  const patchCard = page.getByRole("article", { name: "Grace Okafor", exact: true }).filter({ hasText: "Payment: Free: nothing to pay" });
  await patchCard.getByRole("button", { name: "Cancel booking for Grace Okafor" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking?" });
  await cancel.getByRole("textbox", { name: /Reason/ }).fill("She rang to cancel her patch test");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toContainText("Patch test cancelled: this treatment cannot go ahead without one 24 to 48 hours before it.");
  await expect(card).not.toContainText("Patch test: booked");
  await expectNoAxeViolations(page);
});
