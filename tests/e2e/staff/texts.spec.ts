import { expect } from "@playwright/test";
import { signInAsStaff, uniqueTag } from "../admin-support";
import { seedText, test } from "../seed";
import { expectNoAxeViolations } from "../support";

/**
 * The text outbox for the desk (issue 24, docs/decisions/0063): reached from the Mail tab's link, a plain page listing
 * each text with its state; the e2e server has no Twilio, so texts wait. Axe-clean at 390 and 1280 px.
 */
test("staff read the texts waiting and failed on /admin/texts; the page passes axe at 390 and 1280 px", async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await seedText({ to: "+447700900555", body: `Sculpted Dreams Studio: Hi Cora ${tag}, a reminder of your Cloud Wax.` });
  await seedText({ to: "+447700900556", body: `Sculpted Dreams Studio: Hi Dora ${tag}, a reminder.`, status: "failed", lastError: "Not sent: the number replied STOP" });
  await signInAsStaff(page);
  const response = await page.goto("/admin/texts");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Texts" })).toBeVisible();
  const list = page.getByRole("table", { name: "Texts, newest first" });
  await expect(list.getByRole("row").filter({ hasText: `Hi Cora ${tag}` })).toContainText("Waiting");
  await expect(list.getByRole("row").filter({ hasText: `Hi Dora ${tag}` })).toContainText("Failed");
  await expect(list.getByRole("row").filter({ hasText: `Hi Dora ${tag}` })).toContainText("replied STOP");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Studio dashboard" })).toHaveAttribute("href", "/admin");
});
