import { describe, expect, it } from "vitest";
import { seedArticles } from "~/content/articles";
import { serviceFacts } from "~/features/studio";
import { blogPostSchema } from "./blog-editor";
import { expandFactTokens, unknownFactTokens } from "./fact-tokens";

describe("facts in blog posts", () => {
  it("names every price in the seed articles by a token a service answers, never as a figure", () => {
    for (const article of seedArticles) {
      const text = [article.title, article.excerpt, article.content].join("\n");
      expect({ slug: article.slug, unknown: unknownFactTokens(text, serviceFacts) }).toEqual({ slug: article.slug, unknown: [] });
      expect({ slug: article.slug, pounds: text.match(/£\s?\d[\d,.]*/g) ?? [] }).toEqual({ slug: article.slug, pounds: [] });
    }
  });

  it("reads each token as the service's price, and leaves an unknown one as written", () => {
    const facts = [{ slug: "brow-lift", pricePence: 5750 }];
    expect(expandFactTokens("## Brow Lift: {price:brow-lift}, {price:brow-lift}", facts)).toBe("## Brow Lift: £57.50, £57.50");
    expect(expandFactTokens("From {price:no-such-thing}", facts)).toBe("From {price:no-such-thing}");
    expect(unknownFactTokens("{price:brow-lift} {price:no-such-thing}", facts)).toEqual(["{price:no-such-thing}"]);
  });

  it("refuses a post whose token no service answers, in the staff editor", () => {
    const post = { title: "Prices", excerpt: "What things cost here.", author: "Isla", content: "Our lift costs {price:brow-lft} this spring." };
    const refused = blogPostSchema.safeParse(post);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["content"], message: expect.stringContaining("{price:brow-lft}") });
    expect(blogPostSchema.safeParse({ ...post, content: "Our lift costs {price:brow-lift} this spring." }).success).toBe(true);
  });
});
