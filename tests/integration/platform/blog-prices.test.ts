import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/db/schema.server";
import { createStaffUser } from "~/features/team/index.server";
import { builtServer } from "../../support/built-server";

/**
 * A price in a blog post is the service's current price (issue 20, item 5): staff change it through the API and the
 * post, served from the page cache a moment ago, shows the new one. A token no service answers does not break the
 * page (the content test and the editor catch it).
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ PAGE_CACHE_SECONDS: "300" }, async (database) => {
  await createStaffUser(database.db, "ada", PASSWORD);
  await database.db.insert(blogPosts).values({
    title: "A post with a typo",
    slug: "a-post-with-a-typo",
    excerpt: "Its token names no service.",
    content: "Our lift costs {price:brow-lft} this spring.",
    author: "Isla Hartwell",
    readTime: "1 min read",
    image: "/images/blog/brow-aftercare.svg",
    published: new Date("2024-01-01T09:00:00Z"),
  });
});

let cookie: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const visibleText = async (path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
};

describe("prices in blog posts", () => {
  it("shows the price staff set, at once", async () => {
    const before = await visibleText("/blog/henna-vs-tint-vs-lamination");
    expect(before).toContain("Brow Lift lamination: £55");
    expect(before).not.toContain("{price:");

    const changed = await fetch(`${server.baseUrl}/api/services/brow-lift`, { method: "PATCH", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ pricePence: 5750 }) });
    expect(changed.status).toBe(200);

    const after = await visibleText("/blog/henna-vs-tint-vs-lamination");
    expect(after).toContain("Brow Lift lamination: £57.50");
    expect(after).not.toContain("£55");
  });

  it("serves a post whose token names no service, the token as written", async () => {
    expect(await visibleText("/blog/a-post-with-a-typo")).toContain("Our lift costs {price:brow-lft} this spring.");
  });
});
