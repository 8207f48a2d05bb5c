import { expect, test } from "@playwright/test";
import { createHash, randomBytes } from "node:crypto";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { openDashboard, signInAsStaff, uniqueTag } from "../admin-support";
import { e2eDataDir } from "../e2e-server";
import { expectNoAxeViolations } from "../support";

/**
 * A review request's link (issue 24 item 2, docs/decisions/0065): she rates her visit on a plain form, staff approve
 * her quote from /admin/reviews, reached from the dashboard, and /testimonials shows it under her first name and
 * initial. Axe-clean at 390 and 1280 px (the two projects).
 */

/** A completed visit and its review request with a working link, as the outbox issues one when it sends the email. */
async function seedReviewRequest(person: { name: string; email: string }): Promise<string> {
  const url = await runningEmbeddedUrl(e2eDataDir);
  if (!url) throw new Error(`No e2e database running in ${e2eDataDir}: is the e2e web server up?`);
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [booking] = await sql<{ id: string }[]>`insert into bookings (name, email, phone, service, status, payment_status, total_pence)
      values (${person.name}, ${person.email}, '07700 900456', 'Brow Lift', 'completed', 'paid', 5500) returning id`;
    const token = randomBytes(32).toString("base64url");
    const [request] = await sql<{ id: string }[]>`insert into review_requests (booking_id, email, visit_day, service, send_at)
      values (${booking!.id}, ${person.email}, ${addDays(studioToday(), -1)}, 'Brow Lift', now()) returning id`;
    await sql`insert into links (kind, subject, token_hash, expires_at, single_use)
      values ('review-request', ${request!.id}, ${createHash("sha256").update(token).digest("hex")}, now() + interval '30 days', false)`;
    return token;
  } finally {
    await sql.end();
  }
}

test("she rates 5 stars with words and consent; the owner approves; /testimonials shows it with her first name and initial", async ({ page }, testInfo) => {
  test.slow();
  const tag = uniqueTag(testInfo);
  const words = `Gentle, precise and so kind (${tag}).`;
  const token = await seedReviewRequest({ name: "Tess Rainbird", email: `tess-${tag}@example.com` });

  await page.goto(`/review/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "How did it go?" })).toBeVisible();
  const stars = page.getByRole("group", { name: /Your rating/ });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await expectNoAxeViolations(page);
  // Without stars: the field says so, her words stay.
  await page.getByRole("textbox", { name: /Tell us more/ }).fill(words);
  await page.getByRole("button", { name: "Send my rating" }).click();
  await expect(stars).toContainText("Choose from 1 to 5 stars.");
  await expect(page.getByRole("textbox", { name: /Tell us more/ })).toHaveValue(words);
  await expectNoAxeViolations(page);

  await stars.getByRole("radio", { name: "5 stars: wonderful" }).check();
  await page.getByRole("checkbox", { name: "You may quote my words on your website" }).check();
  await page.getByRole("button", { name: "Send my rating" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Thank you for telling us how your visit went.");
  await expect(page.getByRole("main")).toContainText(words);
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAsStaff(page);
  await openDashboard(page);
  await page.getByRole("link", { name: "Clients' ratings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clients' ratings" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const rating = page.getByRole("list", { name: "Ratings" }).getByRole("listitem").filter({ hasText: words });
  await expect(rating).toContainText("May be quoted as Tess R.");
  await rating.getByRole("button", { name: /Approve for the reviews page/ }).click();
  await expect(page.getByRole("status")).toHaveText("Approved: the quote is on the reviews page.");
  await expect(page.getByRole("list", { name: "Ratings" }).getByRole("listitem").filter({ hasText: words })).toContainText("On the reviews page");
  await expectNoAxeViolations(page);

  await page.goto("/testimonials");
  const quote = page.getByRole("region", { name: "All client reviews" }).getByRole("figure").filter({ hasText: words });
  await expect(quote).toContainText("Tess R.");
  await expect(quote).not.toContainText("Rainbird");
  await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(quote).toContainText("rated on our website after her appointment");
  await expectNoAxeViolations(page);
});

test("the rating page, its thanks and /admin/reviews pass axe at 390 and 1280 px, without sideways scrolling", async ({ page }, testInfo) => {
  test.slow();
  const tag = uniqueTag(testInfo);
  const token = await seedReviewRequest({ name: "Una Axe", email: `una-${tag}@example.com` });
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(`/review/${token}`);
  await expectNoAxeViolations(page);
  expect(await fitsWidth()).toBe(true);
  await page.getByRole("group", { name: /Your rating/ }).getByRole("radio", { name: "4 stars: good" }).check();
  await page.getByRole("button", { name: "Send my rating" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInAsStaff(page);
  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Clients' ratings" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fitsWidth()).toBe(true);
});
