import { expect as baseExpect, type Page } from "@playwright/test";
import { signInAsStaff, uniqueTag } from "../admin-support";
import { seedBooking, test } from "../seed";
import { expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The bookings list one page at a time (features/booking/admin/booking-list.server.ts): the page is in the address, so
 * Older, Newer, reload and Back agree; the count is announced. Three bookings of this test's own, two to a page.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const cards = (page: Page) => page.getByRole("list", { name: "Bookings" }).getByRole("article");
const pages = (page: Page) => page.getByRole("navigation", { name: "Bookings pages" });

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test("bookings page by page: Older and Newer keep the page in the address, with a counted summary (axe)", async ({ page, clock }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const made = [];
  for (const name of ["Ada Lovelace", "Mary Somerville", "Caroline Herschel"]) {
    made.push(await seedBooking(clock, { name: `${name} ${tag}`, email: `${tag}-${name.split(" ")[0]!.toLowerCase()}@example.com` }));
  }
  const [oldest, middle, newest] = made.map((booking) => booking.name);

  await page.goto(`/admin?search=${tag}&limit=2`);
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: /^Bookings/ })).toHaveText("Bookings (3)");
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Showing 2 of 3 bookings, newest first." })).toHaveCount(1);
  await expect(cards(page).nth(0)).toHaveAccessibleName(newest!);
  await expect(cards(page).nth(1)).toHaveAccessibleName(middle!);
  await expect(pages(page).getByRole("link", { name: "Newer bookings" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await pages(page).getByRole("link", { name: "Older bookings" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).nth(0)).toHaveAccessibleName(oldest!);
  await expect(pages(page).getByRole("link", { name: "Older bookings" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).nth(0)).toHaveAccessibleName(oldest!);

  await pages(page).getByRole("link", { name: "Newer bookings" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toHaveAccessibleName(newest!);
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);

  // A short page offers a longer one, from the start of the same list.
  await pages(page).getByRole("link", { name: "Show 50 at a time" }).click();
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(cards(page)).toHaveCount(3);
  await expect(pages(page)).toHaveCount(0);
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);

  // A new search starts again at page one.
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(`${tag}-mary`);
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).nth(0)).toHaveAccessibleName(middle!);
  await expect(pages(page)).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search bookings" }).fill(`${tag}-nobody`);
  await page.getByRole("search", { name: "Bookings" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Show abandoned holds" })).not.toBeChecked();
  await expectNoAxeViolations(page);
});
