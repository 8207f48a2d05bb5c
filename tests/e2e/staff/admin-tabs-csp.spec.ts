import { expect, test } from "@playwright/test";
import { dashboardTabs } from "~/features/staff/dashboard-url";
import { signInAsStaff } from "../admin-support";
import { collectConsoleErrors, waitForHydration } from "../support";

/**
 * Every dashboard tab runs under the site's Content-Security-Policy without a violation: Zod's no-eval setting
 * (lib/zod.ts) must reach the browser bundle, or its probe for `new Function` is refused on the tabs whose forms
 * Zod checks (Services, Vouchers, Blog), which costs Lighthouse's best-practices score.
 */
test("no dashboard tab meets a CSP violation or a console error", async ({ page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const errors = collectConsoleErrors(page);
  await signInAsStaff(page);
  for (const tab of dashboardTabs) {
    await page.goto(`/admin?tab=${tab}`);
    await waitForHydration(page);
    await expect(page.getByRole("tabpanel").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect({ tab, violations, errors }).toEqual({ tab, violations: [], errors: [] });
  }
});
