import { expect, type APIRequestContext } from "@playwright/test";
import pa11y from "pa11y";
import { membershipTiers } from "~/features/memberships";
import { dashboardTabs } from "~/features/staff/dashboard-url";
import { STAFF } from "../admin-support";
import { order } from "../gift-voucher-support";
import { bookableDay, test, type StudioClock } from "../seed";

/*
 * Issue 20: pa11y with HTML_CodeSniffer, WCAG 2 AA, finds no error on the pages where people pay and where staff
 * work. pa11y drives a Chromium of its own (Debian's, as Playwright's is: no browser is downloaded).
 */
test.describe.configure({ timeout: 240_000 });

const chromium = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] };

/** The errors pa11y finds on `url`, one line each (warnings and notices need a person's judgement, so are not counted). */
async function pa11yErrors(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const result = await pa11y(url, { runners: ["htmlcs"], standard: "WCAG2AA", headers, timeout: 60_000, chromeLaunchConfig: chromium });
  return result.issues.filter((issue) => issue.type === "error").map((issue) => `${url} ${issue.code} at ${issue.selector}: ${issue.message}`);
}

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
  for (const tab of dashboardTabs) errors.push(...(await pa11yErrors(`${baseURL}/admin?tab=${tab}`, { cookie })));
  expect(errors).toEqual([]);
});
