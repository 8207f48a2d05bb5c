import { describe, expect, it } from "vitest";
import { blogPostSchema, readTime, slugify } from "./blog-editor";

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
});
