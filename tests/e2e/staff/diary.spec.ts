import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { weekdayOf } from "~/lib/zoned-time";
import { uniqueTag } from "../admin-support";
import { seedBusyDiaryDay, seedPractitionerForDay, seedStaffAccount, test } from "../seed";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The Calendar tab's hour grid (DESIGN 10): a busy day drawn as a diary, a walk-in booked by clicking an empty time
 * and moved to another practitioner from its card, a practitioner who sees her own column only.
 */

const password = "lavender mews teapot diary";

async function signIn(page: Page, username: string) {
  const response = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openDiary(page: Page, search: string) {
  await page.goto(`/admin?tab=calendar&${search}`);
  await waitForHydration(page);
  await expect(page.getByText("Loading the diary...")).toBeHidden();
  // Its chunk in and hydrated: the grid answers clicks.
  await expect(page.getByRole("region", { name: "Calendar" })).toHaveAttribute("aria-busy", "false");
}

const grid = (page: Page) => page.getByRole("region", { name: "Calendar" });

/** axe's default scan, and WCAG 2.5.3 (label in name), which Lighthouse checks and axe's defaults leave out. */
async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
  const labelInName = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch", "target-size"]).analyze();
  expect(labelInName.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} ${node.html} ${node.failureSummary}`))).toEqual([]);
}

test.describe("the diary grid", () => {
  test("a busy day and week draw as a diary with no axe violations (390 px on mobile, 1280 on desktop)", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    // Each project its own day, 7 to 8 weeks ahead where no other spec books; each at its own width.
    const date = clock.nthWeekday(testInfo.project.name === "mobile" ? 38 : 37);
    const width = testInfo.project.name === "mobile" ? 390 : 1280;
    const seeded = await seedBusyDiaryDay(date, tag);
    const username = `reception-${tag}`.toLowerCase();
    await seedStaffAccount("reception", username, password);
    await signIn(page, username);

    {
      await openDiary(page, `view=day&date=${date}`);
      const region = grid(page);
      // Every column on a wide screen: Maya, Priya, the room and the machine.
      if (width === 1280) {
        for (const name of ["Maya Lewis", "Priya Shah", "Treatment room (room)", "Fat-freezing machine (machine)"]) {
          await expect(region.getByRole("heading", { level: 3, name })).toBeVisible();
        }
        await expect(region.getByRole("button", { name: /^09:00 Amelia, Dream Shade, Confirmed, until 10:00\. Booking, open it\.$/ })).toBeVisible();
        await expect(region.getByRole("button", { name: /^12:00 Cora – Hold, Tint Spell, Pending, until 13:00\. Held for payment, open it\.$/ })).toBeVisible();
        // Priya's hands-on parts of the fat freezing, and the machine's whole session.
        await expect(region.getByRole("button", { name: /^10:00 Gwen – hands-on, The Ice Sculpt, Confirmed, until 10:15; the booking runs 10:00–10:45\. Booking, open it\.$/ })).toBeVisible();
        await expect(region.getByRole("button", { name: /^10:00 Gwen, The Ice Sculpt, Confirmed, until 10:45\. Booking, open it\.$/ })).toBeVisible();
        await expect(region.getByText("Leave: Dentist")).toBeVisible();
        await expect(region.getByText(`Closed: Deep clean ${tag}`).first()).toBeVisible();
        await expect(region.getByText("Break").first()).toBeVisible();
      } else {
        // One column at a time on a phone, chosen from a list; the page never scrolls sideways.
        const choose = region.getByLabel("Column shown");
        await expect(choose).toBeVisible();
        await choose.selectOption({ label: "Priya Shah" });
        await expect(region.getByRole("heading", { level: 3, name: "Priya Shah" })).toBeVisible();
        await expect(region.getByRole("heading", { level: 3, name: "Maya Lewis" })).toBeHidden();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: testInfo.outputPath(`diary-day-${width}.png`), fullPage: true });
      await expectAccessible(page);

      await openDiary(page, `view=week&date=${date}&person=${seeded.maya}`);
      await expect(region.getByText(`: Maya Lewis`, { exact: false }).first()).toBeVisible();
      if (width === 1280) {
        await expect(region.getByRole("heading", { level: 3 })).toHaveCount(7);
        await expect(region.getByRole("link", { name: "Priya Shah" })).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`diary-week-${width}.png`), fullPage: true });
      await expectAccessible(page);
    }
    expect(weekdayOf(date)).not.toBe("sunday");
  });

  test("reception books a walk-in without an email by clicking an empty time, then moves it to another practitioner", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const date = clock.nthWeekday(39);
    const username = `desk-${tag}`.toLowerCase();
    await seedStaffAccount("reception", username, password);
    const zara = `Zara ${tag}`;
    await seedPractitionerForDay(date, ["cloud-wax"], zara);
    await signIn(page, username);
    await openDiary(page, `view=day&date=${date}`);
    const region = grid(page);

    // An empty half hour of Maya's: the new booking dialog opens with her and that time.
    const empty = region.getByRole("button", { name: /^16:00, new booking with Maya Lewis, / });
    await empty.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New booking" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("With")).toHaveValue(/[0-9a-f-]{36}/);
    await dialog.getByLabel("Name").fill(`Walk In ${tag}`);
    await dialog.getByLabel("Phone").fill("07700 900777");
    await dialog.getByRole("checkbox", { name: /Cloud Wax/ }).check();
    await expect(dialog.getByLabel("Date")).toHaveValue(date);
    await expect(dialog.getByLabel("Time")).toHaveValue("16:00");
    await dialog.getByRole("button", { name: "Make booking" }).click();
    await expect(dialog).toBeHidden();

    const booked = region.getByRole("button", { name: /^16:00 Walk, Cloud Wax, Pending, until 17:00\./ });
    await expect(booked).toHaveCount(1);
    const mayaColumn = region.getByRole("region", { name: "Maya Lewis" });
    await expect(mayaColumn.getByRole("button", { name: /^\d\d:\d\d Walk\b/ })).toBeVisible();

    // Her card from the grid; Move, to Zara at the same time: the booking leaves Maya's column for Zara's.
    await booked.click();
    const card = page.getByRole("dialog", { name: "Booking" });
    await expect(card.getByRole("heading", { name: `Walk In ${tag}` })).toBeVisible();
    await expect(card.getByText("Email not given")).toBeVisible();
    await card.getByRole("button", { name: `Move booking for Walk In ${tag}` }).click();
    const move = page.getByRole("dialog", { name: "Move this booking" });
    await move.getByLabel("With").selectOption({ label: zara });
    await move.getByLabel("Date").fill(date);
    await move.getByLabel("Time").selectOption("16:00");
    await move.getByRole("button", { name: "Move booking" }).click();
    await expect(move).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    const zaraColumn = region.getByRole("region", { name: zara });
    await expect(zaraColumn.getByRole("button", { name: /^16:00 Walk, Cloud Wax, Pending, until 17:00\./ })).toBeVisible();
    await expect(mayaColumn.getByRole("button", { name: /^\d\d:\d\d Walk\b/ })).toHaveCount(0);
  });

  test("a practitioner signs in to her own day: her column only, no one else's", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const date = clock.nthWeekday(37);
    const username = `priya-${tag}`.toLowerCase();
    await seedStaffAccount("practitioner", username, password);
    await signIn(page, username);
    await page.goto(`/admin?view=day&date=${date}`);
    await waitForHydration(page);
    // Her dashboard is her diary: no Bookings tab, and one column, hers.
    await expect(page.getByRole("tab", { name: /^Bookings/ })).toHaveCount(0);
    const region = grid(page);
    await expect(region.getByRole("heading", { level: 3 })).toHaveCount(1);
    await expect(region.getByRole("heading", { level: 3, name: "Priya Shah" })).toBeVisible();
    await expect(region.getByText("Maya Lewis")).toHaveCount(0);
    await expect(region.getByText("Fat-freezing machine")).toHaveCount(0);
  });
});
