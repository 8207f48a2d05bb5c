import { expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";
import { bookableDay, test, type StudioClock } from "../seed";
import { STAFF } from "../admin-support";
import { expectNoAxeViolations, waitForHydration } from "../support";
import { voucherRefusals } from "~/features/vouchers";
import { order, payWith4242, shownCode } from "../gift-voucher-support";

/**
 * A gift voucher at checkout (issue 13, docs/decisions/0026): the client types its code, the server works out what
 * it pays, the card pays the rest with the demo provider's 4242, or nothing when the voucher covers it all.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** A voucher sold at the desk through the staff API: its code comes back this once. */
async function deskVoucher(request: APIRequestContext, pounds: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: STAFF });
  expect(login.status(), await login.text()).toBe(200);
  const sold = await request.post("/api/vouchers", { data: { amount: pounds, buyerName: "Her Friend", buyerEmail: "friend@example.com" } });
  expect(sold.status(), await sold.text()).toBe(201);
  return ((await sold.json()) as { code: string }).code;
}

/** A held booking made through the public API, as /book makes it; answers its checkout address. */
async function heldBooking(request: APIRequestContext, clock: StudioClock, item: string, time: string, after: number): Promise<string> {
  const preferredDate = await bookableDay(request, clock, { items: item, time, after });
  const created = await request.post("/api/bookings", {
    data: {
      name: "Amelia Hart",
      email: `amelia-${Date.now()}@example.com`,
      phone: "07700 900123",
      service: item,
      preferredDate,
      preferredTime: time,
      items: [{ id: item, type: "service" }],
      policyAccepted: true,
      earlyStartRequested: true,
      patchTest: "recent",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return `/checkout?booking=${((await created.json()) as { id: string }).id}`;
}

async function applyCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: /^Voucher code/ }).fill(code);
  await page.getByRole("button", { name: "Apply voucher" }).click();
}

test("a client pays the rest of a brow lift by card after her £25 voucher, and sees what she paid how (axe-clean at 390 and 1280 px)", async ({ page, request, clock }, testInfo) => {
  const code = await deskVoucher(request, "25");
  await page.goto(await heldBooking(request, clock, "brow-lift", "09:00", 20));
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Pay £55.00" })).toBeVisible();

  await applyCode(page, "ABCD-EFGH-JKMN-PQRS");
  await expect(page.getByText(voucherRefusals.unknown)).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Voucher code/ })).toHaveAttribute("aria-invalid", "true");

  await applyCode(page, code.toLowerCase());
  await expect(page.getByTestId("voucher-applied")).toContainText("pays £25.00");
  await expect(page.getByTestId("voucher-applied")).toContainText("Nothing is left on the voucher");
  await expect(page.getByTestId("amount-due")).toHaveText("£30.00");
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: "Pay £30.00" }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);

  // Her appointment and her manage page say what was paid, and how (docs/decisions/0031).
  await expect(page.getByRole("heading", { name: "Payment received: £55.00" })).toBeVisible();
  const appointment = page.getByRole("region", { name: /here's your appointment/ });
  await expect(appointment).toContainText("How you paid£30.00 by card£25.00 by gift voucher");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`appointment-voucher-${testInfo.project.name}.png`), fullPage: true });
  await appointment.getByRole("link", { name: "Move or cancel your appointment" }).click();
  const details = page.getByRole("region", { name: /here's your booking/ });
  await expect(details).toContainText("Amount paid£55.00£30.00 by card£25.00 by gift voucher");
  const cancel = page.getByRole("region", { name: "Cancel your appointment" });
  await expect(cancel).toContainText("£30.00 will be refunded to the card you paid with. £25.00 goes back on your gift voucher.");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`manage-voucher-${testInfo.project.name}.png`), fullPage: true });
  await cancel.getByRole("link", { name: "Cancel appointment" }).click();
  await cancel.getByRole("button", { name: "Yes, cancel my appointment" }).click();
  await expect(page.getByRole("status")).toContainText("£30.00 is on its way back to the card you paid with. £25.00 is back on your gift voucher.");
});

test("a voucher that covers the whole booking confirms it with no card step, and can be taken off first", async ({ page, request, clock }) => {
  const code = await deskVoucher(request, "25");
  await page.goto(await heldBooking(request, clock, "cloud-wax", "11:00", 20));
  await waitForHydration(page);
  await applyCode(page, code);
  await expect(page.getByText("Your gift voucher pays for the whole booking")).toBeVisible();
  await expect(page.getByTestId("voucher-applied")).toContainText("£5.00 stays on the voucher");
  await expect(page.getByTestId("amount-due")).toHaveText("£0.00");
  await expect(page.getByRole("textbox", { name: /^Card number/ })).toHaveCount(0);

  // Taken off, the card pays it all again; put back, it covers it again.
  await page.getByRole("button", { name: "Remove voucher" }).click();
  await expect(page.getByRole("button", { name: "Pay £20.00" })).toBeVisible();
  // The card step comes back after the voucher is taken off and may draw the voucher field again a moment later,
  // emptying what a robot typed within milliseconds (a person types slower): type again until the voucher holds.
  await expect(async () => {
    await applyCode(page, code);
    await expect(page.getByTestId("voucher-applied")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);
});

test("the checkout with the voucher field, applied and refused, is axe clean (390 and 1280 px)", async ({ page, request, clock }, testInfo) => {
  const code = await deskVoucher(request, "30");
  const after = testInfo.project.name === "mobile" ? 27 : 34;
  await page.goto(await heldBooking(request, clock, "henna-brows", "13:30", after));
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await applyCode(page, "ABCD-EFGH-JKMN-PQRS");
  await expect(page.getByText(voucherRefusals.unknown)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: "Gift voucher" }).screenshot({ path: testInfo.outputPath(`voucher-refused-${testInfo.project.name}.png`) });
  await applyCode(page, code);
  await expect(page.getByTestId("voucher-applied")).toContainText("pays £30.00");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`voucher-checkout-${testInfo.project.name}.png`), fullPage: true });
});

test("a voucher bought online at /gift-vouchers pays for a booking, and the card the rest", async ({ page, request, clock }, testInfo) => {
  await order(page, "40");
  await payWith4242(page, "£40.00");
  const code = await shownCode(page);

  const after = testInfo.project.name === "mobile" ? 22 : 29;
  await page.goto(await heldBooking(request, clock, "brow-lift", "15:00", after));
  await waitForHydration(page);
  await applyCode(page, code);
  await expect(page.getByTestId("voucher-applied")).toContainText("pays £40.00");
  await expect(page.getByTestId("amount-due")).toHaveText("£15.00");
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: "Pay £15.00" }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);

  // Spent: the same code on another booking is refused.
  await page.goto(await heldBooking(request, clock, "cloud-wax", "15:00", after + 1));
  await waitForHydration(page);
  await applyCode(page, code);
  await expect(page.getByText(voucherRefusals.spent)).toBeVisible();
});
