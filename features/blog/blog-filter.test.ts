import { describe, expect, it } from "vitest";
import {
  allTags,
  blogDisplayLimits,
  blogStatusText,
  filterPosts,
  filtersFromSearchParams,
  filtersToSearch,
  fromPostIndex,
  hasActiveFilters,
  otherPosts,
  type PostSummary,
  summarisePost,
  toPostIndex,
} from "./blog-filter";

function post(overrides: Partial<PostSummary> & Pick<PostSummary, "slug">): PostSummary {
  return {
    title: `Title of ${overrides.slug}`,
    excerpt: `Excerpt of ${overrides.slug}`,
    author: "Isla Hartwell",
    readTime: "5 min read",
    image: "/images/blog/brow-aftercare.svg",
    tags: [],
    published: new Date("2024-01-01T09:00:00Z"),
    ...overrides,
  };
}

const aftercare = post({
  slug: "aftercare",
  title: "The Enchanted Brow Aftercare Guide",
  excerpt: "Keep your brows spellbinding after henna, lamination, tint or wax.",
  tags: ["Aftercare", "Brows", "Henna"],
  published: new Date("2024-03-12T09:00:00Z"),
});
const lamination = post({
  slug: "lamination",
  title: "Brow Lamination Explained",
  excerpt: "Fluffy, lifted brows that stay put all day.",
  tags: ["Lamination", "Brows"],
  published: new Date("2024-05-21T09:00:00Z"),
});
const comparison = post({
  slug: "comparison",
  title: "Henna vs Tint vs Lamination",
  excerpt: "Which brow treatment is right for you?",
  tags: ["Brows", "Henna", "Tint"],
  published: new Date("2024-08-06T09:00:00Z"),
});
const posts = [aftercare, comparison, lamination];
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe("filterPosts", () => {
  it("returns every post, newest first, when nothing is chosen", () => {
    expect(slugs(filterPosts(posts, { query: "", tag: "" }))).toEqual(["comparison", "lamination", "aftercare"]);
  });

  it("matches the title, ignoring case and surrounding spaces", () => {
    expect(slugs(filterPosts(posts, { query: "  ENCHANTED ", tag: "" }))).toEqual(["aftercare"]);
  });

  it("matches the excerpt too", () => {
    expect(slugs(filterPosts(posts, { query: "fluffy", tag: "" }))).toEqual(["lamination"]);
    expect(slugs(filterPosts(posts, { query: "lamination", tag: "" }))).toEqual(["comparison", "lamination", "aftercare"]);
  });

  it("does not search tags, authors or bodies", () => {
    expect(filterPosts(posts, { query: "Aftercare", tag: "" }).map((p) => p.slug)).toEqual(["aftercare"]);
    expect(filterPosts(posts, { query: "Isla", tag: "" })).toEqual([]);
  });

  it("filters by one exact tag", () => {
    expect(slugs(filterPosts(posts, { query: "", tag: "Henna" }))).toEqual(["comparison", "aftercare"]);
    expect(filterPosts(posts, { query: "", tag: "henna" })).toEqual([]);
    expect(filterPosts(posts, { query: "", tag: "Hen" })).toEqual([]);
  });

  it("combines the search with the tag", () => {
    expect(slugs(filterPosts(posts, { query: "guide", tag: "Henna" }))).toEqual(["aftercare"]);
    expect(filterPosts(posts, { query: "fluffy", tag: "Henna" })).toEqual([]);
  });

  it("leaves the list it was given untouched", () => {
    const before = [...posts];
    filterPosts(posts, { query: "", tag: "" });
    expect(posts).toEqual(before);
  });
});

describe("allTags", () => {
  it("lists each tag once, alphabetically", () => {
    expect(allTags(posts)).toEqual(["Aftercare", "Brows", "Henna", "Lamination", "Tint"]);
    expect(allTags([])).toEqual([]);
  });
});

describe("otherPosts", () => {
  it("gives the other posts, newest first, without the post itself", () => {
    expect(slugs(otherPosts(posts, "comparison"))).toEqual(["lamination", "aftercare"]);
  });

  it("gives at most three", () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      post({ slug: `post-${i}`, published: new Date(Date.UTC(2024, i, 1)) }),
    );
    expect(blogDisplayLimits.otherPosts).toBe(3);
    expect(slugs(otherPosts(many, "post-5"))).toEqual(["post-4", "post-3", "post-2"]);
    expect(slugs(otherPosts(many, "post-0"))).toEqual(["post-5", "post-4", "post-3"]);
  });

  it("gives nothing when the post is the only one", () => {
    expect(otherPosts([aftercare], "aftercare")).toEqual([]);
  });
});

describe("filters in the URL", () => {
  it("reads the query and the tag", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=brow&tag=Henna"))).toEqual({ query: "brow", tag: "Henna" });
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual({ query: "", tag: "" });
  });

  it("takes the last tag, which is the button pressed in a form without JavaScript", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=&tag=Henna&tag=Tint")).tag).toBe("Tint");
    expect(filtersFromSearchParams(new URLSearchParams("tag=Henna&tag=")).tag).toBe("");
  });

  it("writes only the filters that are set", () => {
    expect(filtersToSearch({ query: " brow ", tag: "Henna" })).toBe("?q=brow&tag=Henna");
    expect(filtersToSearch({ query: "", tag: "Tint" })).toBe("?tag=Tint");
    expect(filtersToSearch({ query: "  ", tag: "" })).toBe("");
    expect(filtersToSearch({ query: "a&b", tag: "" })).toBe("?q=a%26b");
  });

  it("knows whether any filter is active", () => {
    expect(hasActiveFilters({ query: " ", tag: "" })).toBe(false);
    expect(hasActiveFilters({ query: "x", tag: "" })).toBe(true);
    expect(hasActiveFilters({ query: "", tag: "Tint" })).toBe(true);
  });
});

describe("blogStatusText", () => {
  it("counts every post when no filter is set", () => {
    expect(blogStatusText({ query: " ", tag: "" }, 3, 3)).toBe("Showing all 3 posts");
    expect(blogStatusText({ query: "", tag: "" }, 1, 1)).toBe("Showing all 1 post");
  });

  it("counts the matches out of the total once a filter is set", () => {
    expect(blogStatusText({ query: "enchanted", tag: "" }, 1, 3)).toBe("Showing 1 of 3 posts");
    expect(blogStatusText({ query: "", tag: "Tint" }, 0, 3)).toBe("Showing 0 of 3 posts");
    expect(blogStatusText({ query: "x", tag: "" }, 0, 1)).toBe("Showing 0 of 1 post");
  });
});

describe("the post index sent to the browser", () => {
  it("carries what the filter needs, with the date as text, and reads back the same", () => {
    const index = toPostIndex([aftercare]);
    expect(index).toEqual([
      {
        slug: "aftercare",
        title: aftercare.title,
        excerpt: aftercare.excerpt,
        tags: aftercare.tags,
        published: "2024-03-12T09:00:00.000Z",
      },
    ]);
    const back = fromPostIndex(JSON.parse(JSON.stringify(index)));
    expect(back[0]?.published).toEqual(aftercare.published);
    expect(slugs(filterPosts(fromPostIndex(toPostIndex(posts)), { query: "guide", tag: "" }))).toEqual(["aftercare"]);
  });
});

describe("summarisePost", () => {
  it("keeps what a card needs and drops the body", () => {
    const full = { ...aftercare, id: "1", content: "## Body", createdAt: new Date() };
    expect(summarisePost(full)).toEqual(aftercare);
    expect(summarisePost(full)).not.toHaveProperty("content");
  });
});
