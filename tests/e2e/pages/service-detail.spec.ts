import { expect, test } from "@playwright/test";
import { seedCatalogue } from "../../../features/studio/catalogue";
import { formatPrice } from "~/lib/money";
import { expectNoAxeViolations, expectEveryControlReachableByTab } from "../support";

/** The e2e database holds the seeded facts. */
const { find: findService, services } = seedCatalogue;

function service(slug: string) {
  const found = findService(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

/** Spec section 9: a closed question previews the first 80 characters of its answer. */
function preview(answer: string): string {
  return answer.slice(0, 80).replace(/[\s.,;:]+$/, "");
}

test.describe("service detail pages", () => {
  for (const item of services) {
    test(`/services/${item.slug} shows the service`, async ({ page }) => {
      const response = await page.goto(`/services/${item.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(item.name.replace(/[&]/g, "\\$&")));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", item.shortDescription);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
      const main = page.getByRole("main");
      await expect(main.locator("header")).toContainText(item.comingSoon ? "Coming Soon" : formatPrice(item.pricePence));
      await expect(main).toContainText(item.durationLabel);
      await expect(main).toContainText(item.longevity);
      for (const paragraph of item.fullDescription.split(/\n\s*\n/)) {
        await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      }

      const warning = main.getByRole("complementary", { name: "Patch test required" });
      if (item.slug === "henna-brows" || item.slug === "tint-spell") {
        await expect(warning).toContainText("24-48 hours before");
        await expect(warning.getByRole("link")).toHaveAttribute("href", "/policies#patch-tests");
      } else {
        await expect(warning).toHaveCount(0);
      }

      if (item.beforeAfterImages.length > 0) {
        await expect(main.getByText("Illustration", { exact: true })).toBeVisible();
        await expect(main.locator(`img[src="${item.beforeAfterImages[0]!.before}"]`)).toHaveAttribute("width", /\d+/);
        await expect(main.getByRole("complementary", { name: "Key Benefits" })).toHaveCount(0);
      } else {
        const keyBenefits = main.getByRole("complementary", { name: "Key Benefits" });
        await expect(keyBenefits.getByRole("listitem")).toHaveText(item.benefits.slice(0, 4));
        await expect(main.getByText("Illustration", { exact: true })).toHaveCount(0);
      }

      const benefits = main.getByRole("region", { name: "Why you'll love it" });
      await expect(benefits.getByRole("listitem")).toHaveText(item.benefits);
      const notes = main.getByRole("region", { name: "Good to know before you come" });
      if (item.notes.length > 0) await expect(notes.getByRole("listitem")).toHaveText(item.notes);
      else await expect(notes).toHaveCount(0);
      await expect(main.getByRole("region", { name: "Your treatment, step by step" }).getByRole("listitem")).toHaveText(
        item.process.map((step, index) => `${index + 1}${step}`),
      );
      const aftercare = main.getByRole("region", { name: "Aftercare" });
      await expect(aftercare.getByRole("listitem")).toHaveText(item.aftercare);
      await expect(aftercare.getByRole("link", { name: "Read our full aftercare guide" })).toHaveAttribute("href", "/policies#aftercare");

      const packages = main.getByRole("region", { name: "Packages" });
      if (item.packages.length > 0) {
        await expect(packages.getByRole("heading", { level: 3 })).toHaveText(item.packages.map((pkg) => pkg.name));
        for (const pkg of item.packages) await expect(packages).toContainText(formatPrice(pkg.pricePence));
        if (item.packages.length > 1) {
          await expect(packages.getByRole("listitem").nth(1)).toContainText("Most Popular");
          await expect(packages.getByText("Most Popular")).toHaveCount(1);
        }
      } else {
        await expect(packages).toHaveCount(0);
      }

      await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
      if (item.comingSoon) {
        await expect(main.getByRole("button", { name: `Join Waitlist - ${item.launchText}` })).toBeDisabled();
        await expect(main.getByRole("link", { name: /^Book Now/ })).toHaveCount(0);
      } else {
        await expect(main.getByRole("link", { name: `Book Now - ${formatPrice(item.pricePence)}` })).toHaveAttribute("href", `/book?items=${item.id}`);
        await expect(main.getByRole("button", { name: /Join Waitlist/ })).toHaveCount(0);
      }

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
      const serviceData = data.find((entry) => entry["@type"] === "Service");
      expect(serviceData).toMatchObject({
        name: item.name,
        offers: { "@type": "Offer", priceCurrency: "GBP", price: (item.pricePence / 100).toFixed(2) },
      });
      expect(data.find((entry) => entry["@type"] === "FAQPage")?.mainEntity).toHaveLength(item.faqs.length);
    });
  }

  test("an unknown slug answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/services/no-such-treatment");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("FAQ: first answer open, the others preview 80 characters, one open at a time", async ({ page }) => {
    const henna = service("henna-brows");
    await page.goto("/services/henna-brows");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const items = faq.locator("details");
    await expect(items).toHaveCount(henna.faqs.length);
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.first().getByText(henna.faqs[0]!.answer, { exact: true })).toBeVisible();
    await expect(items.first().getByText(`${preview(henna.faqs[0]!.answer)}…`, { exact: true })).toBeHidden();
    for (const [index, entry] of henna.faqs.entries()) {
      if (index === 0) continue;
      const item = items.nth(index);
      await expect(item).not.toHaveAttribute("open", "");
      const shown = item.getByText(`${preview(entry.answer)}…`, { exact: true });
      await expect(shown).toBeVisible();
      expect((await shown.textContent())!.length).toBeLessThanOrEqual(81);
    }

    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.first()).not.toHaveAttribute("open", "");
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(items.nth(2).getByText(henna.faqs[2]!.answer, { exact: true })).toBeVisible();
    await expect(items.nth(2).getByText(`${preview(henna.faqs[2]!.answer)}…`, { exact: true })).toBeHidden();

    await items.nth(2).locator("summary").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
    await items.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
  });

  test("coming soon with a waitlist: waitlist benefits and the waitlist link", async ({ page }) => {
    const iceSculpt = service("the-ice-sculpt");
    await page.goto(`/services/${iceSculpt.slug}`);
    const waitlist = page.getByRole("region", { name: "Launching soon" });
    await expect(waitlist.getByRole("button", { name: "Join Waitlist - Launching soon" })).toBeDisabled();
    await expect(waitlist.getByRole("heading", { level: 3 })).toHaveText(["First access", "Exclusive member pricing", "Priority booking slots"]);
    await expect(waitlist.getByRole("link", { name: "Join Waitlist & Win FREE Session" })).toHaveAttribute("href", iceSculpt.waitlistUrl!);
  });

  test("coming soon without a waitlist of its own points to the body waitlists", async ({ page }) => {
    await page.goto("/services/sculpt-firm-program");
    const waitlist = page.getByRole("region", { name: "Coming soon" });
    await expect(waitlist.getByRole("link", { name: "Join Waitlist & Win FREE Session" })).toHaveCount(0);
    await expect(waitlist.getByRole("link", { name: "Inch Away waitlist" })).toHaveAttribute("href", service("inch-away").waitlistUrl!);
    await expect(waitlist.getByRole("link", { name: "Smooth & Sculpt waitlist" })).toHaveAttribute("href", service("smooth-sculpt").waitlistUrl!);
  });

  for (const slug of ["henna-brows", "cloud-wax", "the-ice-sculpt", "sculpt-firm-program"]) {
    test(`axe finds nothing on /services/${slug}`, async ({ page }) => {
      test.slow();
      await page.goto(`/services/${slug}`);
      await expectNoAxeViolations(page);
    });
  }

  test("every link and control is reachable by keyboard", async ({ page }) => {
    test.slow();
    await page.goto("/services/the-ice-sculpt");
    await expectEveryControlReachableByTab(page);
  });
});
