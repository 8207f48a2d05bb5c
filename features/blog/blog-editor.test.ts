import { describe, expect, it } from "vitest";
import { blogPostSchema, DEFAULT_BLOG_IMAGE, readTime, slugify } from "./blog-editor";

describe("blog editor rules", () => {
  it("makes readable slugs", () => {
    expect(slugify("Henna & Tint: Which Is Right?")).toBe("henna-and-tint-which-is-right");
    expect(slugify("Crème brûlée brows")).toBe("creme-brulee-brows");
    expect(slugify("!!!")).toBe("post");
  });

  it("estimates reading time", () => {
    expect(readTime("word ".repeat(1000))).toBe("5 min read");
    expect(readTime("short")).toBe("1 min read");
  });

  it("refuses a slug with spaces or capitals, and an off-site image", () => {
    const result = blogPostSchema.safeParse({ title: "Fine title", slug: "Not OK", excerpt: "An excerpt here.", content: "x".repeat(30), author: "Isla", image: "https://evil.example/x.png" });
    expect(result.success).toBe(false);
    expect(Object.keys(result.error!.flatten().fieldErrors).sort()).toEqual(["image", "slug"]);
  });

  it("keeps an image only when it is a picture this site serves", () => {
    const post = { title: "Fine title", excerpt: "An excerpt here.", content: "x".repeat(30), author: "Isla" };
    const image = (value: string) => blogPostSchema.safeParse({ ...post, image: value });
    for (const onSite of [DEFAULT_BLOG_IMAGE, "/images/blog/summer_brows-2.PNG", "/social/post.v2.jpg", "/a.webp", "  /images/x.avif  "]) {
      expect(image(onSite).success, onSite).toBe(true);
    }
    for (const unsafe of [
      "//evil.example/x.png",
      "///evil.example/x.png",
      "/\\evil.example/x.png",
      "/\t/evil.example/x.png",
      "https://evil.example/x.png",
      "http:/evil.example/x.png",
      "javascript:alert(1)//x.png",
      "data:image/svg+xml,<svg/>",
      "images/blog/x.svg",
      "/images/../admin/x.svg",
      "/images/./x.svg",
      "/images/.hidden.svg",
      "/images/x.svg?v=1",
      "/images/x.svg#frag",
      "/images/%2e%2e/x.svg",
      "/images/x.html",
      "/images/",
      `/${"a/".repeat(200)}x.svg`,
    ]) {
      const result = image(unsafe);
      expect(result.success, unsafe).toBe(false);
      expect(result.error!.flatten().fieldErrors.image, unsafe).toEqual([`Use an image path on this site, e.g. ${DEFAULT_BLOG_IMAGE}`]);
    }
  });
});
