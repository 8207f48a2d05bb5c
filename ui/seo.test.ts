import { describe, expect, it } from "vitest";
import { notForSearch, robotsDirective, searchablePaths, socialImageTags, staffOnly } from "./seo";

const page = (extra: object = {}) => ({ module: { default: () => null, ...extra } });

describe("searchablePaths", () => {
  it("lists fixed-path pages of the route table and leaves out dynamic, resource and not-for-search routes", () => {
    const routes = {
      root: page(),
      "routes/home": { parentId: "root", index: true, ...page() },
      "routes/about": { parentId: "root", path: "about", ...page() },
      "routes/service": { parentId: "root", path: "services/:slug", ...page() },
      "routes/checkout": { parentId: "root", path: "checkout", ...page({ handle: notForSearch }) },
      "routes/admin": { parentId: "root", path: "admin", ...page({ handle: staffOnly }) },
      "routes/sitemap": { parentId: "root", path: "sitemap.xml", module: {} },
      "routes/not-found": { parentId: "root", path: "*", ...page() },
    };
    expect(searchablePaths(routes)).toEqual(["/", "/about"]);
  });

  it("takes the innermost route's robots directive", () => {
    expect(robotsDirective([undefined, { hydrate: false }])).toBeUndefined();
    expect(robotsDirective([notForSearch, staffOnly])).toBe("noindex, nofollow");
  });
});

describe("socialImageTags", () => {
  it("gives X the picture's alt text as Open Graph has it", () => {
    const tags = socialImageTags("https://studio.example/social/blog.png", "Brows after a henna treatment");
    const content = (key: string) => tags.find((tag) => (tag as { name?: string; property?: string }).name === key || (tag as { property?: string }).property === key) as { content: string } | undefined;
    expect(content("twitter:image:alt")?.content).toBe("Brows after a henna treatment");
    expect(content("twitter:image:alt")?.content).toBe(content("og:image:alt")?.content);
  });
});
