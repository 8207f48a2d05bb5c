import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectConsoleErrors, expectNoAxeViolations, waitForEnhancement } from "../support";

/** The three seeded articles, newest first, as a visitor reads them. */
const comparison = {
  title: "Henna vs Tint vs Lamination: Which Brow Treatment Is Right for You?",
  slug: "henna-vs-tint-vs-lamination",
  date: "6 August 2024",
  readTime: "5 min read",
};
const lamination = {
  title: "Brow Lamination Explained: Your Guide to the Brow Lift",
  slug: "brow-lamination-guide",
  date: "21 May 2024",
  readTime: "6 min read",
};
const aftercare = {
  title: "The Enchanted Brow Aftercare Guide: Henna, Lamination, Tint and Wax",
  slug: "brow-aftercare-guide",
  date: "12 March 2024",
  readTime: "6 min read",
};
const allTitles = [comparison.title, lamination.title, aftercare.title];

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const tagButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const tagsOf = (card: Locator) => card.getByRole("list", { name: "Tags" }).getByRole("listitem");

async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await waitForEnhancement(page);
}

test.describe("blog list", () => {
  test("lists the seeded posts newest first, the newest featured, with en-GB dates", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openBlog(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(page.getByRole("status")).toHaveText("Showing all 3 posts");

    const featured = cards(page).first();
    await expect(featured.getByText("Featured", { exact: true })).toBeVisible();
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(comparison.title);
    await expect(page.getByRole("heading", { level: 2, name: "More articles" })).toBeVisible();

    for (const [index, post] of [comparison, lamination, aftercare].entries()) {
      const card = cards(page).nth(index);
      await expect(card.locator("time")).toHaveText(post.date);
      await expect(card).toContainText(post.readTime);
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", /^\/images\/blog\/.+\.svg$/);
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "630");
    }
    await expect(cards(page).nth(1)).toContainText("Dreaming of fluffy, lifted brows that stay put all day?");
    expect(errors).toEqual([]);
  });

  test("grid cards show at most two tags; the featured card shows them all", async ({ page }) => {
    await openBlog(page);
    await expect(tagsOf(cards(page).first())).toHaveText(["Brows", "Henna", "Tint", "Lamination"]);
    await expect(tagsOf(cards(page).nth(1))).toHaveText(["Lamination", "Guides"]);
    await expect(tagsOf(cards(page).nth(2))).toHaveText(["Aftercare", "Brows"]);
  });

  test("search matches titles and excerpts, whatever the case, and keeps the URL in step", async ({ page }) => {
    await openBlog(page);
    // A page load would forget this.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await searchBox(page).fill("ENCHANTED");
    await expect(cardTitles(page)).toHaveText([aftercare.title]);
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 3 posts");

    // Only the excerpt of the lamination guide says "fluffy".
    await searchBox(page).fill("Fluffy");
    await expect(cardTitles(page)).toHaveText([lamination.title]);
    await expect(page).toHaveURL(/\/blog\?q=Fluffy$/);

    await searchBox(page).fill("guide");
    await expect(cardTitles(page)).toHaveText([lamination.title, aftercare.title]);
    await expect(cards(page).first().getByText("Featured", { exact: true })).toBeVisible();
    await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(lamination.title);
    await expect(page.getByRole("heading", { level: 2, name: "More articles" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // The address can be shared: opening it shows the same result.
    await expect(page).toHaveURL(/\?q=guide$/);
    await page.reload();
    await expect(searchBox(page)).toHaveValue("guide");
    await expect(cardTitles(page)).toHaveText([lamination.title, aftercare.title]);
  });

  test("no match shows the empty state, and Clear Filters brings every post back", async ({ page }) => {
    await openBlog(page, "/blog?tag=Tint");
    await searchBox(page).fill("microblading");
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or removing filters.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("Showing 0 of 3 posts");

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(tagButton(page, "All Posts")).toHaveAttribute("aria-pressed", "true");
    await expect(tagButton(page, "Tint")).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("tag buttons filter by exact tag, one at a time, and combine with the search", async ({ page }) => {
    await openBlog(page);
    await expect(tagButton(page, "All Posts")).toHaveAttribute("aria-pressed", "true");
    const tags = page.getByRole("group", { name: "Filter by tag" }).getByRole("button");
    await expect(tags).toHaveText(["All Posts", "Aftercare", "Brows", "Guides", "Henna", "Lamination", "Tint"]);

    await tagButton(page, "Tint").click();
    await expect(cardTitles(page)).toHaveText([comparison.title]);
    await expect(tagButton(page, "Tint")).toHaveAttribute("aria-pressed", "true");
    await expect(tagButton(page, "All Posts")).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/blog\?tag=Tint$/);

    await tagButton(page, "Guides").click();
    await expect(cardTitles(page)).toHaveText([lamination.title, aftercare.title]);
    await expect(page.locator('[aria-pressed="true"]')).toHaveText(["Guides"]);

    await searchBox(page).fill("enchanted");
    await expect(cardTitles(page)).toHaveText([aftercare.title]);

    await tagButton(page, "Lamination").click();
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    await expect(searchBox(page)).toHaveValue("enchanted");

    await tagButton(page, "All Posts").click();
    await expect(cardTitles(page)).toHaveText([aftercare.title]);
    await expect(page).toHaveURL(/\/blog\?q=enchanted$/);

    // Back returns to the previous tag.
    await page.goBack();
    await expect(tagButton(page, "Lamination")).toHaveAttribute("aria-pressed", "true");
  });

  test("search and tags work from the keyboard", async ({ page }) => {
    await openBlog(page);
    await searchBox(page).focus();
    await page.keyboard.type("guide");
    await expect(cards(page)).toHaveCount(2);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(tagButton(page, "All Posts")).toBeFocused();
    for (let step = 0; step < 4; step++) await page.keyboard.press("Tab");
    await expect(tagButton(page, "Henna")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cardTitles(page)).toHaveText([aftercare.title]);
    await expect(tagButton(page, "Henna")).toHaveAttribute("aria-pressed", "true");
    await expect(tagButton(page, "Henna")).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await expect(tagButton(page, "Guides")).toBeFocused();
    await page.keyboard.press(" ");
    await expect(cardTitles(page)).toHaveText([lamination.title, aftercare.title]);

    // Enter in the search box applies the search without leaving the page.
    await searchBox(page).focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("lamination explained");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?q=lamination\+explained&tag=Guides$/);
    await expect(cardTitles(page)).toHaveText([lamination.title]);
  });

  test("a single match is featured, with no More articles heading", async ({ page }) => {
    await openBlog(page);
    await tagButton(page, "Tint").click();
    await expect(cardTitles(page)).toHaveText([comparison.title]);
    await expect(cards(page).first().getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "More articles" })).toBeHidden();
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 3 posts");
  });

  for (const [name, path] of [
    ["the list", "/blog"],
    ["the empty state", "/blog?q=no-such-article"],
  ]) {
    test(`has no axe violations on ${name}`, async ({ page }) => {
      await openBlog(page, path);
      await expect(page.getByRole("status")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, tags and Clear Filters work as a plain form", async ({ page }) => {
    await page.goto("/blog");
    await expect(cardTitles(page)).toHaveText(allTitles);

    await searchBox(page).fill("fluffy");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=fluffy$/);
    await expect(cardTitles(page)).toHaveText([lamination.title]);

    await tagButton(page, "Brows").click();
    await expect(page).toHaveURL(/q=fluffy/);
    await expect(tagButton(page, "Brows")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([lamination.title]);

    await tagButton(page, "Henna").click();
    await expect(tagButton(page, "Henna")).toHaveAttribute("aria-pressed", "true");
    await expect(tagButton(page, "Brows")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();

    // Searching keeps the chosen tag.
    await searchBox(page).fill("guide");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(tagButton(page, "Henna")).toHaveAttribute("aria-pressed", "true");
    await expect(cardTitles(page)).toHaveText([aftercare.title]);

    await searchBox(page).fill("zzz");
    await searchBox(page).press("Enter");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cardTitles(page)).toHaveText(allTitles);
    await expect(tagButton(page, "All Posts")).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("blog post", () => {
  const path = `/blog/${lamination.slug}`;

  test("shows the post with its byline, tags and illustration", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForEnhancement(page);
    await expect(page).toHaveTitle(`${lamination.title} | Sculpted Dreams Studio`);
    const article = page.getByRole("main").getByRole("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lamination.title);
    await expect(article).toContainText("By Isla Hartwell");
    await expect(article.locator("header time")).toHaveText(lamination.date);
    await expect(article.locator("header")).toContainText(lamination.readTime);
    await expect(article.locator("header img")).toHaveAttribute("src", "/images/blog/brow-lamination.svg");
    const tags = article.getByRole("list", { name: "Tags" }).getByRole("link");
    await expect(tags).toHaveText(["More posts tagged Lamination", "More posts tagged Guides", "More posts tagged Brows", "More posts tagged Aftercare"]);
    await expect(tags.first()).toHaveAttribute("href", "/blog?tag=Lamination");
    expect(errors).toEqual([]);
  });

  test("renders the markdown body as headings, lists, emphasis and links", async ({ page }) => {
    await page.goto(path);
    const article = page.getByRole("main").getByRole("article").first();
    await expect(article.getByRole("heading", { level: 2, name: "What is brow lamination?" })).toBeVisible();
    await expect(article.getByRole("heading", { level: 3, name: "Does brow lamination hurt?" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const bullets = article.locator("ul").filter({ hasText: "Your brow hairs grow downwards" }).getByRole("listitem");
    await expect(bullets).toHaveCount(5);
    const steps = article.locator("ol").getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps.first().locator("strong")).toHaveText("Consultation.");
    await expect(article.locator("em", { hasText: "fluffier" })).toBeVisible();
    await expect(article.getByRole("link", { name: "Brow Lift", exact: true })).toHaveAttribute("href", "/services/brow-lift");
    await expect(article.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    for (const marker of ["**", "##", "]("]) await expect(article).not.toContainText(marker);

    await article.getByRole("link", { name: "henna vs tint vs lamination comparison" }).click();
    await expect(page).toHaveURL(`/blog/${comparison.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(comparison.title);
  });

  test("shows the other posts, newest first, and links to booking and services", async ({ page }) => {
    await page.goto(path);
    const more = page.getByRole("region", { name: "More from the blog" });
    await expect(more.getByRole("article").getByRole("heading")).toHaveText([comparison.title, aftercare.title]);
    await expect(more.getByRole("link", { name: comparison.title })).toHaveAttribute("href", `/blog/${comparison.slug}`);
    await expect(more.getByRole("article").first().locator("time")).toHaveText(comparison.date);
    await expect(page.getByRole("main").getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");
    await expect(page.getByRole("main").getByRole("link", { name: "Explore Our Treatments" })).toHaveAttribute("href", "/services");
  });

  test("Share copies the link and says so where the browser cannot share", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await page.goto(path);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Share this article" }).click();
    await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
  });

  test("Share says so when the link cannot be copied", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Clipboard.prototype, "writeText", { value: () => Promise.reject(new DOMException("Denied", "NotAllowedError")), configurable: true });
    });
    await page.goto(path);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Share this article" }).click();
    await expect(page.getByText("Could not copy the link", { exact: true })).toBeVisible();
    await expect(page.getByText(`Copy this address instead: ${baseURL}${path}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Link copied", { exact: true })).toHaveCount(0);
  });

  test("Share opens the device's share sheet where there is one", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => void shared.push(data),
      });
    });
    await page.goto(path);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Share this article" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      {
        title: lamination.title,
        text: "Dreaming of fluffy, lifted brows that stay put all day? Here's everything you need to know about brow lamination: what it is, who it suits, each step of the treatment, how long it lasts and how to look after it.",
        url: `${baseURL}${path}`,
      },
    ]);
    await expect(page.getByText("Link copied", { exact: true })).toHaveCount(0);
  });

  test("describes itself to search engines and social sites", async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Dreaming of fluffy, lifted brows/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", "2024-05-21T09:00:00.000Z");
    // Its picture is an SVG, which social sites do not show: the blog's PNG card instead.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/social/blog.png`);

    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const [posting, trail] = JSON.parse(json ?? "[]") as Record<string, unknown>[];
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: lamination.title,
      datePublished: "2024-05-21T09:00:00.000Z",
      dateModified: expect.any(String),
      author: { "@type": "Person", name: "Isla Hartwell", url: `${baseURL}/about` },
      image: `${baseURL}/social/blog.png`,
      description: expect.stringMatching(/^Dreaming of fluffy/),
    });
    expect(trail).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ name: "Home" }, { name: "Blog" }, { name: lamination.title, item: `${baseURL}${path}` }] });
  });

  test("an unknown slug answers 404 with the Page Not Found page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Sculpted Dreams Studio");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto(path);
    await waitForEnhancement(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("blog post without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Share is an email link rather than a button that would do nothing", async ({ page, baseURL }) => {
    const path = `/blog/${lamination.slug}`;
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Share/ })).toHaveCount(0);
    const share = page.getByRole("link", { name: "Share this article by email" });
    await expect(share).toHaveAttribute("href", new RegExp(`^mailto:\\?subject=Brow%20Lamination%20Explained.*${encodeURIComponent(`${baseURL}${path}`)}$`));
  });
});
