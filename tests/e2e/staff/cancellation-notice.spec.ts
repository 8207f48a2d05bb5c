import { expect as baseExpect, type Page } from "@playwright/test";
import { toWallTime } from "~/lib/zoned-time";
import { isDashboardData, openDashboard, payBooking, signInAsStaff, uniqueTag } from "../admin-support";
import { seedBooking, test } from "../seed";
import { expectNoAxeViolations } from "../support";

/**
 * A client's cancellation notice that came by email (the model form, docs/decisions/0036), recorded from the booking
 * card: the day received and a note; the booking is cancelled by her policy as it stood that day.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test("staff record an emailed notice on a booking: a bad date is refused beside its field, then the booking is cancelled with her refund; axe clean", async ({ page, clock }, testInfo) => {
  await signInAsStaff(page);
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Nia Okoro ${tag}`, email: `nia-${tag}@example.com` });
  await payBooking(page.request, client.id);
  await openDashboard(page);
  const answered = page.waitForResponse((response) => isDashboardData(response) && new URL(response.url()).searchParams.get("search") === tag);
  await page.getByRole("searchbox", { name: "Search bookings" }).fill(tag);
  await answered;
  const row = page.getByRole("article", { name: client.name, exact: true });

  await row.getByRole("button", { name: `Emailed notice for ${client.name}: record her cancellation` }).click();
  const dialog = page.getByRole("dialog", { name: "Record an emailed cancellation notice" });
  const received = dialog.getByLabel(/^Notice received on/);
  await received.fill("2999-01-01");
  await dialog.getByRole("textbox", { name: /^Note/ }).fill("Model form by email");
  await dialog.getByRole("button", { name: "Record notice and cancel" }).click();
  await expect(dialog.getByText(/not in the future/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Received today (the server's London day): inside her 14 days, so all she paid comes back (decision 0035).
  await received.fill(toWallTime(new Date(), "Europe/London").date);
  await dialog.getByRole("button", { name: "Record notice and cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).filter({ hasText: "Notice recorded" })).toContainText("is being refunded");
  await expect(row).toContainText(/Cancelled/);
  await expectNoAxeViolations(page);
});
