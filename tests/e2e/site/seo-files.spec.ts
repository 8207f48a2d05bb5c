import { expect, test } from "@playwright/test";
import { primaryNav, quickLinks } from "../../../app/navigation";
import { fatFreezingPage, waitlistPages } from "../../../features/inquiries/waitlist-pages";
import { seedCatalogue } from "../../../features/studio/catalogue";
import { defaultStudio } from "../../../content/studio";

const { services } = seedCatalogue;

/** What the sitemap must hold, from where each fact lives: the catalogue, the site's navigation and the waitlist pages. */
const serviceSlugs = services.map((service) => service.slug);
const linkedPages = [...primaryNav, ...quickLinks].filter((link) => !("personal" in link)).map((link) => link.to);
const publicPages = [...new Set(["/", "/contact", ...linkedPages, ...waitlistPages(seedCatalogue).map((page) => page.path), fatFreezingPage(seedCatalogue).path])];
const keptOut = ["/admin", "/admin/login", "/checkout", "/booking-confirmed", "/book-appointment"];
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
    for (const path of keptOut) expect(locations).not.toContain(`${baseURL}${path}`);
  });

  test("every address in the sitemap opens and may be indexed; the pages kept out say noindex", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(baseURL!.length));
    expect(paths.length).toBeGreaterThanOrEqual(publicPages.length + serviceSlugs.length + posts.length);
    const images = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toMatch(/<meta name="robots" content="noindex/);
      // A link preview names the site and shows a 1200×630 PNG that is there.
      expect(html, path).toContain(`<meta property="og:site_name" content="${defaultStudio.name}"/>`);
      const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
      expect(image, path).toMatch(/\.png$/);
      images.add(image!.slice(baseURL!.length));
    }
    for (const path of keptOut) expect(await (await request.get(path)).text(), path).toMatch(/<meta name="robots" content="noindex/);
    for (const image of images) {
      const answer = await request.get(image);
      expect(answer.headers()["content-type"], image).toBe("image/png");
      const png = await answer.body();
      // The PNG header's width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });

  test("robots.txt allows the site, keeps crawlers out of admin and the API, and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(["User-agent: *", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${baseURL}/sitemap.xml`, ""]);
  });
});
