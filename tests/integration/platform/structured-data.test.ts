import { describe, expect, it } from "vitest";
import { builtServer } from "../../support/built-server";

/**
 * The structured data search engines read, parsed from the served HTML (issue 20, item 7): a blog post names when
 * it was last changed, its author's page and a PNG picture the server really serves; service pages and posts carry
 * their breadcrumb; every page with a link-preview picture describes it to X too.
 */
const server = builtServer();

type Thing = Record<string, unknown> & { "@type": string };
const served = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const jsonLd = (html: string): Thing[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]!) as Thing | Thing[]].flat());
const ofType = (things: Thing[], type: string) => things.find((thing) => thing["@type"] === type);
const crumbs = (trail: Thing | undefined) =>
  (trail?.itemListElement as { "@type": string; position: number; name: string; item: string }[] | undefined)?.map(({ position, name, item }) => ({ position, name, item: new URL(item).pathname }));

describe("structured data in the served pages", () => {
  it("gives a blog post its last change, its author's page and a PNG the server serves, and its breadcrumb", async () => {
    const html = await served("/blog/brow-lamination-guide");
    const things = jsonLd(html);
    const posting = ofType(things, "BlogPosting")!;
    const title = posting.headline as string;
    expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished as string));
    expect(posting.dateModified).toBe(new Date(posting.dateModified as string).toISOString());
    expect(posting.author).toEqual({ "@type": "Person", name: expect.any(String), url: `${new URL(posting.url as string).origin}/about` });
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);

    const image = new URL(posting.image as string);
    expect(image.pathname).toMatch(/\.png$/);
    const picture = await fetch(`${server.baseUrl}${image.pathname}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await picture.arrayBuffer()).slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    expect(crumbs(ofType(things, "BreadcrumbList"))).toEqual([
      { position: 1, name: "Home", item: "/" },
      { position: 2, name: "Blog", item: "/blog" },
      { position: 3, name: title, item: "/blog/brow-lamination-guide" },
    ]);
  });

  it("gives a service page its breadcrumb: Home › Services › Brow Lift", async () => {
    const things = jsonLd(await served("/services/brow-lift"));
    expect(crumbs(ofType(things, "BreadcrumbList"))).toEqual([
      { position: 1, name: "Home", item: "/" },
      { position: 2, name: "Services", item: "/services" },
      { position: 3, name: "Brow Lift", item: "/services/brow-lift" },
    ]);
    expect(ofType(things, "Service")).toMatchObject({ name: "Brow Lift" });
  });

  it("describes each page's link-preview picture to X, once, and asks for no interest-cohort", async () => {
    const sitemap = await served("/sitemap.xml");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths).toContain("/blog/brow-lamination-guide");
    for (const path of paths) {
      const html = await served(path);
      const pictures = [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content=/g)].length;
      const alts = [...html.matchAll(/<meta name="twitter:image:alt" content="[^"]+"/g)].length;
      expect({ path, pictures: pictures > 0, alts }).toEqual({ path, pictures: true, alts: 1 });
    }
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.headers.get("permissions-policy")).not.toMatch(/interest-cohort/);
  }, 60_000);
});
