import { expect, type Page } from "@playwright/test";
import { isDashboardData, openDashboard, signInAsStaff, uniqueTag } from "../admin-support";
import { seedBooking, test } from "../seed";
import { expectNoAxeViolations } from "../support";

/**
 * A client's record from her booking card (issue 23 item 1): her visits with their practitioner, and a note staff add
 * (the page works as a plain form). Axe-clean at 390 and 1280 px.
 */
async function openRecordFromCard(page: Page, name: string, tag: string) {
  await openDashboard(page);
  const answered = page.waitForResponse((response) => isDashboardData(response) && new URL(response.url()).searchParams.get("search") === tag);
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(tag);
  await answered;
  await page.getByRole("article", { name, exact: true }).getByRole("link", { name: `Client record of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("staff open a client's record from her booking card and add a note; the page passes axe at 390 and 1280 px", async ({ page, clock }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Cora Record ${tag}`, email: `cora-${tag}@example.com` });
  await signInAsStaff(page);
  await openRecordFromCard(page, client.name, tag);
  await expect(page.getByRole("region", { name: "Visits" })).toContainText("with Maya Lewis");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const notes = page.getByRole("region", { name: "Notes" });
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Write a note of 1 to 2,000 characters.")).toBeVisible();
  await notes.getByRole("textbox", { name: /Add a note/ }).fill("Prefers the window seat.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("status")).toHaveText("Note added.");
  await expect(notes.getByRole("listitem").filter({ hasText: "Prefers the window seat." })).toContainText("Maya Lewis");
  await expectNoAxeViolations(page);
});

test("staff find a client in the Clients tab by the start of her surname and open her record", async ({ page, clock }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Dora ${tag}Finder`, email: `dora-${tag}@example.com` });
  await signInAsStaff(page);
  await openDashboard(page);
  await page.getByRole("tab", { name: "Clients" }).click();
  const panel = page.getByRole("tabpanel", { name: "Clients" });
  const answered = page.waitForResponse((response) => isDashboardData(response) && new URL(response.url()).searchParams.get("clientSearch") === tag);
  await panel.getByRole("searchbox", { name: "Search clients" }).fill(tag);
  await answered;
  await expect(panel.getByRole("list", { name: "Clients" }).getByRole("listitem")).toHaveCount(1);
  await panel.getByRole("link", { name: client.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
});
