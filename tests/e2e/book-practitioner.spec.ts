import { expect as baseExpect, type Page } from "@playwright/test";
import { dayText } from "~/features/booking/appointment-text";
import { seedCatalogue } from "~/features/studio";
import { formatTotal } from "~/lib/money";
import { bookableDay, seedSecondPractitioner, test } from "./seed";
import { expectNoAxeViolations, waitForHydration } from "./support";
import { payAsClient } from "./pay-as-client";

/**
 * /book's choice of practitioner (issue 22 item 4, DESIGN 10). The demo's Maya does every brow service; here Priya
 * does Tint Spell too (a treatment no other spec books), with a photo, so a client booking it chooses "Any
 * practitioner" (the default) or one of them by name, and her appointment page says who treats her.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PHOTO = "/images/about/studio-story.svg";
const tint = seedCatalogue.findBookable("tint-spell")!;
const choiceGroup = (page: Page) => page.getByRole("group", { name: "Who would you like to see?" });
const timeGroup = (page: Page) => page.getByRole("radiogroup", { name: /^Free times on/ });
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** /book on the calendar step for Tint Spell (her patch test is recent), on `date`. */
async function openTintAt(page: Page, date: string) {
  await page.goto(`/book?${new URLSearchParams({ items: tint.id, patch: "recent", step: "time", date })}`);
  await waitForHydration(page);
  await expect(page.getByText("Finding available times...")).toBeHidden();
}

test.describe("choosing a practitioner on /book", () => {
  test("a client books any practitioner, then one by name; each appointment page says who treats her", async ({ page, clock }) => {
    const priya = await seedSecondPractitioner(tint.slug, PHOTO);
    const date = await bookableDay(page.request, clock, { items: tint.id, time: "10:00", nth: 30 });
    await openTintAt(page, date);

    const group = choiceGroup(page);
    await expect(group.getByRole("radio")).toHaveCount(3);
    await expect(group.getByRole("radio", { name: /^Any practitioner/ })).toBeChecked();
    await expect(group.getByRole("radio", { name: /^Maya Lewis/ })).not.toBeChecked();
    // Her photo where staff gave one; none (her initial, not a broken image) where they did not.
    await expect(group.locator("img")).toHaveCount(1);
    await expect(group.locator("img")).toHaveAttribute("src", PHOTO);

    await timeGroup(page).getByRole("radio", { name: "10:00", exact: true }).click();
    await payAsClient(page, { name: "Amelia Hart", email: uniqueEmail("any"), phone: "+44 7700 900123", total: formatTotal(tint.pricePence) });
    const anyone = page.getByRole("region", { name: /here's your appointment/ });
    await expect(anyone.getByRole("definition").filter({ hasText: /^(Maya Lewis|Priya Shah)$/ })).toHaveCount(1);

    // Now Priya by name, with the keyboard: the arrow keys move through the group, the times follow her choice.
    await openTintAt(page, date);
    await choiceGroup(page).getByRole("radio", { name: /^Any practitioner/ }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const her = choiceGroup(page).getByRole("radio", { name: new RegExp(`^${priya.name}`) });
    await expect(her).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`[?&]practitioner=${priya.id}`));
    await expect(page.getByText("Finding available times...")).toBeHidden();
    // She lunches from 13:00 to 14:00 (migration 0037): 13:00 is not hers to give.
    await expect(timeGroup(page)).toHaveAccessibleName(new RegExp(dayText(date)));
    await expect(timeGroup(page).getByRole("radio", { name: "13:00", exact: true })).toHaveCount(0);
    await timeGroup(page).getByRole("radio", { name: "15:00", exact: true }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText(new RegExp(`You're booking Tint Spell with ${priya.name} on`))).toBeVisible();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(her).toBeChecked();
    await payAsClient(page, { name: "Amelia Hart", email: uniqueEmail("named"), phone: "+44 7700 900123", total: formatTotal(tint.pricePence) });
    const named = page.getByRole("region", { name: /here's your appointment/ });
    await expect(named.getByRole("definition").filter({ hasText: priya.name })).toBeVisible();
  });

  test("the practitioner step is axe-clean at this width, and a treatment only Maya does asks nothing", async ({ page, clock }) => {
    await seedSecondPractitioner(tint.slug, PHOTO);
    await openTintAt(page, clock.weekdayAfter(10));
    await expect(choiceGroup(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/book?${new URLSearchParams({ items: "brow-lift", step: "time" })}`);
    await waitForHydration(page);
    await expect(page.getByText("Finding available times...")).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Select a date and time" })).toBeVisible();
    await expect(choiceGroup(page)).toHaveCount(0);
  });
});
