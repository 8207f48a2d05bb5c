import { expect as baseExpect } from "@playwright/test";
import { openDashboard, signInAsStaff, uniqueTag } from "../admin-support";
import { seedBooking, seedStuckRefund, test } from "../seed";
import { expectNoAxeViolations } from "../support";

/** The dashboard's notice of a refund that keeps failing (GET /api/refunds/stuck, docs/decisions/0040): axe clean. */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("the stuck-refund notice links to the client's booking; axe clean at 390 and 1280 px", async ({ page, clock }, testInfo) => {
  await signInAsStaff(page);
  const tag = uniqueTag(testInfo);
  const client = await seedBooking(clock, { name: `Zara Khan ${tag}`, email: `zara-${tag}@example.com` });
  const remove = await seedStuckRefund(client.id);
  try {
    const api = await page.request.get("/api/refunds/stuck");
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { refunds: { bookingId: string }[] }).refunds.map((refund) => refund.bookingId)).toContain(client.id);
    await openDashboard(page);
    const notice = page.getByRole("region", { name: /refunds? needs? you/ });
    await expect(notice.getByRole("link", { name: new RegExp(client.name) })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await remove();
  }
});
