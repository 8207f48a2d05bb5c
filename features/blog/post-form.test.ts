import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./blog-editor";
import { emptyPostForm, postFormOf, postPayload, tagsFromText } from "./post-form";

describe("post form", () => {
  it("splits tags on commas, trimmed, without blanks or repeats", () => {
    expect(tagsFromText("Brows, aftercare,, tips , brows")).toEqual(["Brows", "aftercare", "tips"]);
    expect(tagsFromText("  ")).toEqual([]);
  });

  it("makes a payload the blog schema accepts, blank slug and image meaning 'choose for me'", () => {
    const payload = postPayload({
      ...emptyPostForm,
      title: "Summer brow care",
      excerpt: "Keep your brows happy in the sun.",
      content: "## Shade\n\nA hat and SPF keep colour longer.",
      author: "Grace",
      tags: "brows, summer",
      draft: false,
    });
    const parsed = blogPostSchema.parse(payload);
    expect(parsed.slug).toBeUndefined();
    expect(parsed.image).toBeUndefined();
    expect(parsed.tags).toEqual(["brows", "summer"]);
    expect(parsed.draft).toBe(false);
  });

  it("fills the form from a stored post", () => {
    const form = postFormOf({ title: "T", slug: "t", excerpt: "E", content: "C", author: "A", image: "/i.svg", tags: ["a", "b"], draft: true });
    expect(form.tags).toBe("a, b");
    expect(form.draft).toBe(true);
  });
});
