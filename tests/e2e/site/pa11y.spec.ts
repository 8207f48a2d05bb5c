import { expect, type APIRequestContext } from "@playwright/test";
import { membershipTiers } from "~/features/memberships";
import { dashboardTabs } from "~/features/staff/dashboard-url";
import { STAFF } from "../admin-support";
import { order } from "../gift-voucher-support";
import { bookableDay, test, type StudioClock } from "../seed";
import { pa11yErrors } from "../pa11y-support";

/*
 * Issue 20: pa11y with HTML_CodeSniffer, WCAG 2 AA, finds no error on the pages where people pay and where staff
 * work (tests/e2e/pa11y-support.ts).
 */
test.describe.configure({ timeout: 240_000 });

async function heldBookingCheckout(request: APIRequestContext, clock: StudioClock): Promise<string> {
  const preferredDate = await bookableDay(request, clock, { items: "cloud-wax", time: "11:00", after: 25 });
  const created = await request.post("/api/bookings", {
    data: {
      name: "Amelia Hart",
      email: `pa11y-${Date.now()}@example.com`,
      phone: "07700 900123",
      service: "cloud-wax",
      preferredDate,
      preferredTime: "11:00",
      items: [{ id: "cloud-wax", type: "service" }],
      policyAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return `/checkout?booking=${((await created.json()) as { id: string }).id}`;
}

test("pa11y (HTML_CodeSniffer, WCAG2AA) finds no errors on the checkout, join and gift voucher pages", async ({ page, request, clock, baseURL }) => {
  const checkout = await heldBookingCheckout(request, clock);
  await order(page, "50");
  const voucherPage = new URL(page.url()).pathname;
  const errors: string[] = [];
  const joinPages = membershipTiers.map((tier) => `/dreams-club/join/${tier.id}`);
  for (const path of [checkout, ...joinPages, "/gift-vouchers", voucherPage]) errors.push(...(await pa11yErrors(`${baseURL}${path}`)));
  expect(errors).toEqual([]);
});

test("pa11y (HTML_CodeSniffer, WCAG2AA) finds no errors on the staff sign-in page and any tab of the staff dashboard", async ({ request, baseURL }) => {
  const errors: string[] = await pa11yErrors(`${baseURL}/admin/login`);
  const login = await request.post("/api/auth/login", { data: STAFF });
  expect(login.status(), await login.text()).toBe(200);
  const cookie = login.headers()["set-cookie"]!.split(";")[0]!;
  for (const tab of dashboardTabs) errors.push(...(await pa11yErrors(`${baseURL}/admin?tab=${tab}`, { headers: { cookie } })));
  expect(errors).toEqual([]);
});
