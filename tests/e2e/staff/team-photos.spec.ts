import { expect as baseExpect, test } from "@playwright/test";
import { testImages } from "../../support/images";
import { openTabAsStaff, ownStaffServer } from "../admin-support";
import { expectNoAxeViolations } from "../support";

/**
 * Her photo on /book (issue 34 item 8, docs/decisions/0075): the owner uploads it on the Team tab through a plain file
 * form, sees it on her card, and /book shows it beside her name; both pages stay axe-clean at 390 and 1280 px. It
 * changes the team, so it runs a server of its own.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const server = ownStaffServer("team-photos");

test("the owner adds a practitioner's photo on the Team tab and /book shows it beside her name (axe at this width)", async ({ page }) => {
  const panel = await openTabAsStaff(page, server.baseURL, "Team");
  const maya = panel.getByRole("article", { name: "Maya Lewis" });
  await expect(maya).toContainText("JPEG, PNG or WebP, up to 1 MB");
  await expectNoAxeViolations(page);

  await maya.getByLabel("Her photo of Maya Lewis").setInputFiles({ name: "maya.png", mimeType: "image/png", buffer: testImages.png });
  await maya.getByRole("button", { name: "Upload photo of Maya Lewis" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=team#member-/);
  const card = page.getByRole("tabpanel", { name: "Team" }).getByRole("article", { name: "Maya Lewis" });
  const preview = card.getByRole("img", { name: "Photo of Maya Lewis" });
  await expect(preview).toHaveAttribute("src", /^\/team-photos\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png$/);
  const src = await preview.getAttribute("src");
  await expect(card.getByRole("button", { name: "Remove photo of Maya Lewis" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Priya does Cloud Wax too, so /book asks who she would like for it.
  const members = (await (await page.request.get(`${server.baseURL}/api/staff-members`)).json()) as { id: string; name: string; services: string[] }[];
  const priya = members.find((member) => member.name === "Priya Shah")!;
  expect((await page.request.patch(`${server.baseURL}/api/staff-members/${priya.id}`, { data: { services: [...priya.services, "cloud-wax"] }, headers: { origin: server.baseURL } })).status()).toBe(200);

  await page.goto(`${server.baseURL}/book?items=cloud-wax&step=time`);
  const choice = page.getByRole("group", { name: "Who would you like to see?" });
  const hers = choice.locator("label").filter({ hasText: "Maya Lewis" });
  const photo = hers.locator("img");
  await expect(photo).toHaveAttribute("src", src!);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
  await expect(photo).toHaveAttribute("width", "56");
  // Priya has no photo: her initial, never a broken image.
  await expect(choice.locator("label").filter({ hasText: "Priya Shah" }).locator("img")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
