import { expect as baseExpect, test, type Page } from "@playwright/test";
import { openTabAsStaff, ownStaffServer } from "../admin-support";
import { expectNoAxeViolations } from "../support";

/**
 * The Vouchers tab's 14-day cancellation (docs/decisions/0036): a voucher bought online and paid with the demo card
 * offers "Cancel and refund"; the dialog states the refund before staff confirm, and the tab shows it afterwards. A
 * server of its own, so the list holds only this voucher.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const server = ownStaffServer("voucher-cancel");

async function buyVoucherOnline(page: Page) {
  const order = await page.request.post(`${server.baseURL}/api/gift-vouchers`, {
    data: { kind: "amount", amount: "40", buyerName: "Ada Buyer", buyerEmail: "ada.buyer@example.com", recipientName: "", recipientEmail: "", message: "", sendOn: "" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { payment } = (await order.json()) as { payment: { clientSecret: string } };
  const paid = await page.request.post(`${server.baseURL}/api/demo-payments/confirm`, {
    data: { clientSecret: payment.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test("staff cancel a voucher bought online within 14 days and see the refund; axe clean at 390 and 1280 px", async ({ page }) => {
  await buyVoucherOnline(page);
  const panel = await openTabAsStaff(page, server.baseURL, "Vouchers");
  const card = panel.getByRole("list", { name: "Gift vouchers, newest first" }).getByRole("article");
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: /^Cancel and refund/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel and refund this voucher?" });
  await expect(dialog).toContainText("This refunds all £40.00 the buyer paid to the card it was paid with");
  // A date in the future is refused beside its field; nothing is cancelled.
  await dialog.getByLabel(/^Notice received by email on/).fill("2999-01-01");
  await dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(dialog.getByText(/not in the future/)).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel(/^Notice received by email on/).fill("");
  await dialog.getByRole("textbox", { name: /^Note/ }).fill("Asked at the desk");
  await dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(dialog).toBeHidden();
  const outcome = panel.getByRole("status").filter({ hasText: "is cancelled" });
  await expect(outcome).toContainText("Refunding all £40.00 the buyer paid to the card it was paid with");
  await expect(card).toContainText("Void");
  await expect(card.getByRole("button", { name: /^Cancel and refund/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
