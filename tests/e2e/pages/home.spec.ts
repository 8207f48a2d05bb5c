import { expect, test, type Page } from "@playwright/test";
import { lowestPricePence, seedCatalogue } from "../../../features/studio/catalogue";
import { defaultStudio } from "~/content/studio";
import { testimonials } from "../../../content/testimonials";
import { formatPrice } from "~/lib/money";
import { collectConsoleErrors, expectEveryControlReachableByTab, expectNoAxeViolations, waitForEnhancement } from "../support";

/** The e2e database holds the seeded facts. */
const { services } = seedCatalogue;

/** The home card's price reads the launch text, 'From £x' with packages, else '£x' (spec section 2, DESIGN 9). */
function expectedCardPrice(service: (typeof services)[number]): string {
  if (service.comingSoon) return service.launchText!;
  return service.packages.length > 0 ? `From ${formatPrice(service.pricePence)}` : formatPrice(service.pricePence);
}

const carouselReviews = testimonials.filter((review) => /brow|henna|tint|wax/i.test(review.service));

test.describe("home page", () => {
  test("server-renders title, description, canonical link and sections in the spec's order", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Sculpted Dreams Studio/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /brows/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sculpting confidence/);
    const sectionHeadings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(sectionHeadings).toEqual([
      "Our Magical Treatments",
      "Brow favourites, ready to book",
      "Kind words from our clients",
      "Why clients choose us",
      "From the beauty blog",
    ]);
  });

  test("hero links to booking and services and shows three trust badges", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book Your Transformation" })).toHaveAttribute("href", "/book");
    await expect(main.getByRole("link", { name: "Explore All Treatments" })).toHaveAttribute("href", "/services");
    const badges = main.getByRole("list", { name: "Why clients trust us" }).getByRole("listitem");
    await expect(badges).toHaveText(["Certified & Trained", "Brow, Skin & Body Specialist", "5-star Service Commitment"]);
  });

  test("category cards lead to booking and the waitlists", async ({ page }) => {
    await page.goto("/");
    const overview = page.getByRole("region", { name: "Our Magical Treatments" });
    const expected: [RegExp, string][] = [
      [/^Brows/, "/book"],
      [/^Facial RF/, "/glow-lift-waitlist"],
      [/^Body Sculpting/, "/inch-away-waitlist"],
      [/^The Ice Sculpt/, "/ice-sculpt-waitlist"],
    ];
    for (const [name, href] of expected) {
      await expect(overview.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(overview.getByRole("link", { name: "View All Services & Pricing" })).toHaveAttribute("href", "/services");
  });

  test("every service card shows its price label, summary and next step", async ({ page }) => {
    await page.goto("/");
    const overview = page.getByRole("region", { name: "Our Magical Treatments" });
    await expect(overview.getByRole("article")).toHaveCount(services.length);
    for (const service of services) {
      const card = overview.getByRole("article").filter({ has: page.getByRole("heading", { name: service.name, exact: true }) });
      await expect(card).toContainText(expectedCardPrice(service));
      await expect(card).toContainText(service.shortDescription);
      if (service.comingSoon) {
        await expect(card).toContainText(/waitlist|launching soon/i);
        await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
          "href",
          service.waitlistUrl ?? `/services/${service.slug}`,
        );
      } else {
        await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", `/services/${service.slug}`);
        if (service.packages.length > 0) await expect(card).toContainText(/packages? available/);
      }
    }
  });

  test("highlight grid quotes catalogue prices, flags Brow Lift and links onwards", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Brow favourites, ready to book" });
    const cards = grid.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const slug of ["henna-brows", "brow-lift", "tint-spell", "cloud-wax"]) {
      const service = services.find((item) => item.slug === slug)!;
      const card = cards.filter({ has: page.getByRole("heading", { name: service.name, exact: true }) });
      await expect(card).toContainText(`from ${formatPrice(lowestPricePence(service))}`);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/services");
      if (slug === "brow-lift") await expect(card).toContainText("Most Popular");
      else await expect(card).not.toContainText("Most Popular");
    }
    await expect(grid).toContainText("Rated 5.0");
    await expect(grid.getByRole("link", { name: "reviews page" })).toHaveAttribute("href", "/testimonials");
    await expect(grid).toContainText("certified professionals");
    await expect(grid.getByRole("link", { name: "Book Your Appointment" })).toHaveAttribute("href", "/book");
    await expect(grid.getByRole("link", { name: "See Our Portfolio" })).toHaveAttribute("href", "/portfolio");
  });

  test("why choose us lists three points", async ({ page }) => {
    await page.goto("/");
    const why = page.getByRole("region", { name: "Why clients choose us" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(["A whimsical experience", "Professional results", "Personalised care"]);
  });

  test("blog teaser shows the three newest posts with image, date and read time", async ({ page }) => {
    await page.goto("/");
    const teaser = page.getByRole("region", { name: "From the beauty blog" });
    const posts = teaser.getByRole("article");
    await expect(posts).toHaveCount(3);
    const dates = await posts.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (let index = 0; index < 3; index++) {
      const post = posts.nth(index);
      await expect(post.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(post.locator("time")).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
      await expect(post).toContainText(/min read/);
      await expect(post.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    }
    await expect(teaser.getByRole("link", { name: "Visit Our Blog" })).toHaveAttribute("href", "/blog");
  });

  test("structured data describes the salon and the organisation", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
    const salon = items.find((item) => item["@type"] === "BeautySalon");
    const available = services.filter((service) => !service.comingSoon).map(lowestPricePence);
    expect(salon?.priceRange).toBe(`${formatPrice(Math.min(...available))}-${formatPrice(Math.max(...available))}`);
    expect(salon?.priceRange).toBe("£20-£55");
    // No rating a search engine would show as stars: the reviews are the studio's own (docs/decisions/0013).
    expect(salon?.aggregateRating).toBeUndefined();
    expect(salon).toMatchObject({
      address: { streetAddress: defaultStudio.address.street, postalCode: defaultStudio.address.postcode },
      openingHoursSpecification: expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "18:00" }),
        expect.objectContaining({ dayOfWeek: "https://schema.org/Saturday", opens: "09:00", closes: "16:00" }),
      ]),
    });
    expect(salon?.openingHoursSpecification).toHaveLength(6);
    const organisation = items.find((item) => item["@type"] === "Organization");
    expect(organisation).toMatchObject({ contactPoint: { "@type": "ContactPoint", telephone: defaultStudio.phone } });
  });

  test("floating Book Now shows only on small screens and never covers the footer", async ({ page, isMobile }) => {
    await page.goto("/");
    const floating = page.getByRole("main").getByRole("link", { name: "Book Now", exact: true });
    if (!isMobile) {
      await expect(floating).toBeHidden();
      return;
    }
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute("href", "/book");
    await expect(floating).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await floating.boundingBox();
    for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
      const box = await link.boundingBox();
      if (!button || !box) continue;
      const overlaps = button.x < box.x + box.width && box.x < button.x + button.width && button.y < box.y + box.height && box.y < button.y + button.height;
      expect(overlaps, (await link.textContent()) ?? "").toBe(false);
    }
  });

  test("has no axe violations and runs its script without console errors", async ({ page }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await waitForEnhancement(page);
    await expectNoAxeViolations(page);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test("every link and button on the page is reachable by keyboard", async ({ page }) => {
    test.slow();
    await page.goto("/");
    await waitForEnhancement(page);
    await expectEveryControlReachableByTab(page);
  });
});

test.describe("testimonials carousel", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Client reviews" });
  const visibleSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:visible');
  const firstLabel = (page: Page) => visibleSlides(page).first();
  const total = carouselReviews.length;

  /** Time stands still from the first script on, so the test alone decides when 5 seconds have passed. */
  async function openWithFrozenClock(page: Page) {
    const start = new Date("2025-03-03T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/");
    await waitForEnhancement(page);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
  }

  test("is an accessible carousel showing at most three brow, henna, tint or wax reviews", async ({ page, isMobile }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(visibleSlides(page)).toHaveCount(isMobile ? 1 : 3);
    await expect(page.getByRole("link", { name: "Read All Client Reviews" })).toHaveAttribute("href", "/testimonials");

    const seen = new Set<string>();
    for (let step = 0; step < total; step++) {
      for (const text of await visibleSlides(page).locator("figcaption").allInnerTexts()) seen.add(text.replace(/\s+/g, " ").trim());
      await region.getByRole("button", { name: "Next review" }).click();
    }
    const month = (given: string) => new Date(`${given}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    const expected = carouselReviews.map((review) => `${review.name.charAt(0)} ${review.name} ${review.service} ${month(review.given)}, ${review.source.toLowerCase()}`);
    expect([...seen].sort()).toEqual([...expected].sort());
    for (const review of testimonials.filter((item) => !carouselReviews.includes(item))) {
      await expect(region).not.toContainText(review.name);
    }
  });

  test("advances one review every 5 seconds", async ({ page }) => {
    await openWithFrozenClock(page);
    await page.clock.runFor(4000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await page.clock.runFor(1000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    await page.clock.runFor(5000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `3 of ${total}`);
    await expect(page.locator('[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute("aria-live", "off");
  });

  test("next and previous move by one with wrap-around and stop auto-play for good", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Next review" }).click();
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    await region.getByRole("button", { name: "Previous review" }).click();
    await region.getByRole("button", { name: "Previous review" }).click();
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `${total} of ${total}`);
    await region.getByRole("button", { name: "Next review" }).click();
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);

    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute("aria-live", "polite");
  });

  test("pauses while hovered and while focus is inside", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await visibleSlides(page).first().hover();
    await page.clock.runFor(15_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);

    await region.getByRole("button", { name: "Stop automatic slide show" }).focus();
    await page.clock.runFor(15_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);
    await page.getByRole("link", { name: "Read All Client Reviews" }).focus();
    await page.clock.runFor(5_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `3 of ${total}`);
  });

  test("the rotation button stops and restarts auto-play", async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Read All Client Reviews" }).focus();
    await page.clock.runFor(15_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await region.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Read All Client Reviews" }).focus();
    await page.clock.runFor(5_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);
  });

  test("says politely what changed only while it is not rotating", async ({ page }) => {
    await openWithFrozenClock(page);
    const live = page.locator('[aria-roledescription="carousel"] [aria-live]');
    await expect(live).toHaveAttribute("aria-live", "off");
    await visibleSlides(page).first().hover();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    await expect(live).toHaveAttribute("aria-live", "off");
    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Read All Client Reviews" }).focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
  });

  test("never moves on its own under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithFrozenClock(page);
    await page.clock.runFor(30_000);
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `1 of ${total}`);
    await carousel(page).getByRole("button", { name: "Next review" }).click();
    await expect(firstLabel(page)).toHaveAttribute("aria-label", `2 of ${total}`);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the first reviews with no carousel buttons that would do nothing", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: "Client reviews" });
    await expect(region.locator('[aria-roledescription="slide"]:visible').first()).toHaveAttribute("aria-label", `1 of ${carouselReviews.length}`);
    await expect(region.locator('[aria-roledescription="slide"]:visible')).toHaveCount(3);
    await expect(region.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Read All Client Reviews" })).toHaveAttribute("href", "/testimonials");
  });
});
