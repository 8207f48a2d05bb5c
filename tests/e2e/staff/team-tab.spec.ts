import { expect as baseExpect, test, type Page } from "@playwright/test";
import { nextWeekday } from "../../support/booking-data";
import { openTabAsStaff, ownStaffServer } from "../admin-support";
import { expectNoAxeViolations } from "../support";

/**
 * The owner's Team tab (issue 22): she adds a practitioner (invited by email), gives her hours with a break, and adds
 * a machine; the public team and the times /book offers follow at once. These change the studio's team, so they run
 * a server of their own (same build, own database).
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const server = ownStaffServer("team");

async function openTeamTab(page: Page) {
  const panel = await openTabAsStaff(page, server.baseURL, "Team");
  await expect(panel.getByRole("heading", { level: 2, name: "Team" })).toBeVisible();
  return panel;
}

test("the owner adds a practitioner, her hours and a machine; /book offers her at once", async ({ page }) => {
  const panel = await openTeamTab(page);
  await expect(panel.getByRole("article", { name: "Maya Lewis" })).toContainText("Owner");

  await panel.getByRole("button", { name: "Add a member" }).click();
  const add = page.getByRole("dialog", { name: "Add a member of the team" });
  // Nothing typed: the server names the fields, and focus goes to the first.
  await add.getByRole("button", { name: "Add and invite" }).click();
  await expect(add.getByRole("textbox", { name: /^Name/ })).toBeFocused();
  await add.getByRole("textbox", { name: /^Name/ }).fill("Nia Okafor");
  await add.getByRole("textbox", { name: /^Email/ }).fill("nia@example.com");
  await add.getByRole("radio", { name: /^Practitioner/ }).check();
  await add.getByRole("checkbox", { name: "Cloud Wax" }).check();
  await add.getByRole("textbox", { name: /A line about her/ }).fill("Brows and waxing, gentle and quick.");
  await add.getByRole("button", { name: "Add and invite" }).click();
  await expect(toast(page).filter({ hasText: "Nia Okafor added" })).toContainText("nia@example.com");
  await expect(add).toBeHidden();
  const nia = panel.getByRole("article", { name: "Nia Okafor" });
  await expect(nia).toContainText("Practitioner");
  await expect(nia).toContainText("Invited");
  await expect(nia).toContainText("Services: Cloud Wax");
  await expect(nia).toContainText("none yet: she cannot be booked");

  await nia.getByRole("button", { name: "Hours of Nia Okafor" }).click();
  const hours = page.getByRole("dialog", { name: "Nia Okafor's hours" });
  const monday = hours.getByRole("group", { name: "Monday" });
  await monday.getByRole("checkbox", { name: "Works" }).check();
  await monday.getByLabel("From", { exact: true }).fill("10:00");
  await monday.getByLabel("To", { exact: true }).fill("16:00");
  await monday.getByLabel("Break from").fill("12:00");
  await monday.getByLabel("Break to").fill("12:30");
  // Sunday: the studio is closed, so she cannot be given hours.
  await expect(hours.getByRole("group", { name: "Sunday" }).getByRole("checkbox", { name: "Works" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await hours.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page).filter({ hasText: "Nia Okafor's hours saved" })).toBeVisible();
  await expect(nia).toContainText("Mon 10:00–12:00, 12:30–16:00");

  await panel.getByRole("button", { name: "Add a room or machine" }).click();
  const machine = page.getByRole("dialog", { name: "Add a room or machine" });
  await machine.getByRole("textbox", { name: /^Name/ }).fill("LED Lamp");
  await machine.getByRole("radio", { name: "A machine" }).check();
  await machine.getByRole("checkbox", { name: "Cloud Wax" }).check();
  await machine.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).filter({ hasText: "LED Lamp saved" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "LED Lamp" })).toContainText("Needed for: Cloud Wax");

  // What clients see: she is on the team, and only her hours are offered when she is chosen.
  const team = (await (await page.request.get(`${server.baseURL}/api/team`)).json()) as { id: string; name: string; services: string[] }[];
  const listed = team.find((member) => member.name === "Nia Okafor")!;
  expect(listed.services).toEqual(["cloud-wax"]);
  // A Monday at least a week away that is no bank holiday.
  const date = nextWeekday("monday", 7);
  const answer = (await (await page.request.get(`${server.baseURL}/api/availability?items=cloud-wax&from=${date}&days=1&practitioner=${listed.id}`)).json()) as { slots: { time: string }[] };
  const times = answer.slots.map((slot) => slot.time);
  expect(times).toContain("10:00");
  expect(times).not.toContain("12:00");
  expect(times).not.toContain("16:00");
});

test("the Team tab and its dialogs pass axe at 390 and 1280 px, with no sideways scrolling", async ({ page }) => {
  const panel = await openTeamTab(page);
  await expect(panel.getByRole("article", { name: "Maya Lewis" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await panel.getByRole("button", { name: "Add a member" }).click();
  await expect(page.getByRole("dialog", { name: "Add a member of the team" })).toBeVisible();
  await expectNoAxeViolations(page);
});
