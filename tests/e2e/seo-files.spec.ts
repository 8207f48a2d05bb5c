import { expect, test } from "@playwright/test";

const serviceSlugs = [
  "henna-brows",
  "brow-lift",
  "tint-spell",
  "cloud-wax",
  "the-glow-lift",
  "inch-away",
  "smooth-sculpt",
  "the-ice-sculpt",
  "single-combo-session",
  "sculpt-firm-program",
  "total-body-reboot",
  "dream-define-trial",
];
const publicPages = [
  "/",
  "/services",
  "/about",
  "/portfolio",
  "/testimonials",
  "/blog",
  "/contact",
  "/policies",
  "/accessibility",
  "/fat-freezing-waitlist",
  "/ice-sculpt-waitlist",
  "/inch-away-waitlist",
  "/smooth-sculpt-waitlist",
  "/glow-lift-waitlist",
  "/book",
];
const posts = [
  { slug: "henna-vs-tint-vs-lamination", published: "2024-08-06T09:00:00.000Z" },
  { slug: "brow-lamination-guide", published: "2024-05-21T09:00:00.000Z" },
  { slug: "brow-aftercare-guide", published: "2024-03-12T09:00:00.000Z" },
];

test.describe("files for search engines", () => {
  test("sitemap.xml lists every public page, service and post with absolute addresses", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);

    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.length).toBe(xml.match(/<url>/g)?.length);
    for (const location of locations) expect(location).toMatch(new RegExp(`^${baseURL}/`));
    expect(new Set(locations).size).toBe(locations.length);

    for (const path of publicPages) expect(locations).toContain(`${baseURL}${path}`);
    for (const slug of serviceSlugs) expect(locations).toContain(`${baseURL}/services/${slug}`);
    for (const post of posts) {
      expect(xml).toContain(`<url><loc>${baseURL}/blog/${post.slug}</loc><lastmod>${post.published}</lastmod></url>`);
    }
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/checkout");
  });

  test("every address in the sitemap opens", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(baseURL!.length));
    expect(paths).toHaveLength(publicPages.length + serviceSlugs.length + posts.length);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("robots.txt allows the site, keeps crawlers out of admin and the API, and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", `Sitemap: ${baseURL}/sitemap.xml`]));
  });
});
