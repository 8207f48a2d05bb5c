import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { browAftercareGuides, fatFreezingPolicy } from "../../../features/content-pages/aftercare";
import { defaultStudio } from "~/content/studio";
import { membershipTermsList } from "../../../features/memberships/membership-copy";
import { expectNoAxeViolations, tabTo } from "../support";

const sections = [
  { id: "aftercare", heading: "Aftercare Guides" },
  { id: "booking", heading: "Booking Policies" },
  { id: "patch-tests", heading: "Patch Test Requirements" },
  { id: "ice-sculpt-policy", heading: "The Ice Sculpt: Fat-Freezing Policy" },
  { id: "marketing-communications", heading: "Marketing Communications" },
  { id: "dreams-club", heading: "Dreams Club Membership" },
  { id: "contact", heading: "Contact Us" },
];

test("the Dreams Club's terms are the ones its billing applies", async ({ page }) => {
  await page.goto("/policies#dreams-club");
  const section = page.getByRole("region", { name: "Dreams Club Membership" });
  for (const term of membershipTermsList) await expect(section.getByRole("listitem").filter({ hasText: term })).toBeVisible();
});

test.describe("policies and aftercare", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/policies");
    expect(response?.status()).toBe(200);
  });

  test("has one h1, every anchored section with its heading, and a table of contents linking to them", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Policies/);
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const { id, heading } of sections) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    await toc.locator('a[href="#ice-sculpt-policy"]').click();
    await expect(page).toHaveURL(/#ice-sculpt-policy$/);
    await expect(page.getByRole("heading", { name: "The Ice Sculpt: Fat-Freezing Policy" })).toBeInViewport();
  });

  test("shows the patch test callout", async ({ page }) => {
    const callout = page.getByRole("complementary", { name: "Henna or tint? Patch test first" });
    await expect(callout).toContainText("free 15-minute");
    await expect(callout).toContainText("at least 24 hours before");
    await expect(callout).toContainText("last 6 months");
    await expect(callout.getByRole("link", { name: "Read the patch test requirements" })).toHaveAttribute("href", "#patch-tests");
  });

  test("gives each brow service six ordered aftercare steps, and universal tips", async ({ page }) => {
    const aftercare = page.locator("section#aftercare");
    for (const name of ["Henna Brows", "Brow Lamination", "Hybrid Tint", "Brow Wax"]) {
      await expect(aftercare.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    for (const guide of browAftercareGuides) {
      const steps = page.locator(`#${guide.id} ol > li`);
      await expect(steps).toHaveCount(6);
      for (const [index, step] of guide.steps.entries()) await expect(steps.nth(index)).toContainText(step);
    }
    await expect(aftercare.getByRole("heading", { level: 3, name: "Universal Aftercare Tips" })).toBeVisible();
  });

  test("booking policies are an accordion that opens one topic at a time, cancellation first", async ({ page }) => {
    const items = page.locator('details[name="booking-policies"]');
    await expect(items).toHaveCount(5);
    await expect(items.locator("summary")).toHaveText([
      "Cancellation and rescheduling",
      "Your 14-day right to cancel",
      "Preparing for your appointment",
      "Payment",
      "Health and safety",
    ]);
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0)).toContainText("at least 24 hours' notice");
    await expect(items.nth(0)).toContainText("50%");
    await expect(items.nth(0)).toContainText("no-show");
    await expect(items.nth(0)).toContainText("move your appointment online once, free of charge");

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1)).toContainText("within 14 days of making it");
    await expect(page.locator("section#booking").getByRole("link", { name: "model cancellation form" })).toHaveAttribute("href", "/cancellation-form");

    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    const payment = items.nth(3);
    await expect(payment).toContainText("Full payment is taken online by card when you book");
    await expect(payment).toContainText("Patch tests are free");

    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toContainText("48-72 hours before");
    await expect(items.nth(2)).toContainText("2 weeks of hair growth");
    await expect(items.nth(2)).toContainText("arrive 10 minutes early");
  });

  test("never says payment is taken at the time of the appointment", async ({ page }) => {
    const text = await page.locator("main").textContent();
    expect(text).not.toMatch(/time of (your )?(service|appointment|treatment)/i);
    expect(text).not.toMatch(/\bcash\b/i);
  });

  test("lists patch test requirements per treatment", async ({ page }) => {
    const section = page.locator("section#patch-tests");
    await expect(section).toContainText("Dream Shade");
    await expect(section).toContainText("Required for every client");
    await expect(section).toContainText("Tint Spell");
    await expect(section).toContainText("first tint with us, or your last tint was more than 6 months ago");
    await expect(section).toContainText("Recommended if you have sensitive skin");
    await expect(section.getByRole("link", { name: "Book a Free Patch Test" })).toHaveAttribute("href", "/book");
  });

  test("states the fat-freezing policy with the studio's numbers", async ({ page }) => {
    const section = page.locator("section#ice-sculpt-policy");
    for (const name of ["Aftercare", "Preparation", "Eligibility", "Contraindications"]) {
      await expect(section.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    for (const text of [
      "BMI of roughly 20-25",
      "BMI above 30 or below 18.5",
      "18 or over",
      "2-3 months",
      "2-2.5 litres of water",
      "5-10 minutes daily",
      "intense workouts for 3-4 days",
      "alcohol and smoking for 24 hours before",
    ]) {
      await expect(section).toContainText(text);
    }
    for (const item of fatFreezingPolicy.contraindications) await expect(section).toContainText(item);
    await expect(section.getByRole("link", { name: "Inch Away ultrasound cavitation" })).toHaveAttribute("href", "/services/inch-away");
  });

  test("explains marketing consent, unsubscribing and privacy", async ({ page }) => {
    const marketing = page.locator("section#marketing-communications");
    await expect(marketing).toContainText("separate, unticked choice");
    await expect(marketing).toContainText("Every waitlist and marketing email includes an unsubscribe link");
    await expect(marketing.getByRole("link", { name: defaultStudio.email })).toHaveAttribute("href", `mailto:${defaultStudio.email}?subject=Unsubscribe`);
    const privacy = page.locator("section#privacy");
    await expect(privacy.getByRole("heading", { level: 2, name: "Privacy and Cookies" })).toBeVisible();
    await expect(privacy).toContainText("only strictly necessary cookies");
  });

  test("shows contact cards with the studio's details and opening hours, and links onwards", async ({ page }) => {
    const contact = page.locator("section#contact");
    await expect(contact.getByRole("link", { name: defaultStudio.email })).toHaveAttribute("href", `mailto:${defaultStudio.email}`);
    await expect(contact.getByRole("link", { name: defaultStudio.phone })).toHaveAttribute("href", "tel:+442079460123");
    await expect(contact).toContainText("12 Lavender Mews, London SW11 1AA");
    const hours = contact.locator("dl");
    await expect(hours.locator("dt")).toHaveText(["Monday – Friday", "Saturday", "Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["9:00 – 18:00", "9:00 – 16:00", "Closed"]);
    await expect(contact.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute("href", "/contact");
    const main = page.getByRole("main");
    for (const href of ["/book", "/contact", "/services", "/services/inch-away"]) {
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
  });

  test("downloads the brow aftercare guide with every brow service's steps", async ({ page }) => {
    const link = page.getByRole("link", { name: "Download Brow Aftercare Guide" });
    await expect(link).toHaveAttribute("href", "/guides/brow-aftercare");
    await expect(link).toHaveAttribute("download", /\.html$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("brow-aftercare-guide.html");
    const body = await readFile(await download.path(), "utf8");
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).not.toMatch(/<script/i);
    expect(body).toContain(defaultStudio.phone);
    expect(body).toContain(defaultStudio.email);
    for (const guide of browAftercareGuides) {
      for (const step of guide.steps) expect(body).toContain(step.replaceAll("'", "&#39;"));
    }
  });

  test("downloads the fat-freezing aftercare guide", async ({ page }) => {
    const link = page.getByRole("link", { name: "Download Fat Freezing Aftercare Guide" });
    await expect(link).toHaveAttribute("href", "/guides/fat-freezing-aftercare");
    await expect(link).toHaveAttribute("download", /\.html$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("fat-freezing-aftercare-guide.html");
    const body = await readFile(await download.path(), "utf8");
    for (const item of fatFreezingPolicy.aftercare) expect(body).toContain(item);
    expect(body).toContain("BMI above 30 or below 18.5");
  });

  test("is usable by keyboard: the accordion toggles and the download is reachable", async ({ page }) => {
    const payment = page.locator('details[name="booking-policies"]').nth(2);
    await tabTo(page, payment.locator("summary"));
    await page.keyboard.press("Enter");
    await expect(payment).toHaveAttribute("open", "");
    await tabTo(page, page.getByRole("link", { name: "Download Fat Freezing Aftercare Guide" }));
  });

  test("has no axe violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

test.describe("aftercare guide downloads", () => {
  test("answer with a printable HTML attachment", async ({ request }) => {
    for (const [guide, filename] of [
      ["brow-aftercare", "brow-aftercare-guide.html"],
      ["fat-freezing-aftercare", "fat-freezing-aftercare-guide.html"],
    ]) {
      const response = await request.get(`/guides/${guide}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${filename}"`);
      const body = await response.text();
      expect(body).toContain("@media print");
      expect(body).toContain(defaultStudio.name);
      expect(body).toContain("12 Lavender Mews, London SW11 1AA");
    }
  });

  test("answer 404 for an unknown guide", async ({ request }) => {
    const response = await request.get("/guides/unknown");
    expect(response.status()).toBe(404);
  });
});
