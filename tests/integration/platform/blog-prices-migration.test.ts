import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "~/content/articles";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * Databases seeded before prices became tokens hold the comparison post with its prices in the prose. Migration
 * 0035 gives them the tokens the seed now writes, and leaves a phrase staff have rewritten alone.
 */
const migration = readFileSync(new URL("../../../db/migrations/0035_blog_prices_from_facts.sql", import.meta.url), "utf8");
const slug = "henna-vs-tint-vs-lamination";
const seeded = seedArticles.find((article) => article.slug === slug)!.content;
const prices: Record<string, string> = { "henna-brows": "£35", "tint-spell": "£40", "brow-lift": "£55", "cloud-wax": "£20" };
const asOnceSeeded = seeded.replace(/\{price:([a-z-]+)\}/g, (_token, service: string) => prices[service]!);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("migration 0035", () => {
  it("turns the old seeded prices into the tokens the seed writes now", async () => {
    expect(asOnceSeeded).not.toContain("{price:");
    await database.sql`update blog_posts set content = ${asOnceSeeded} where slug = ${slug}`;
    await database.sql.unsafe(migration);
    const [post] = await database.sql<{ content: string }[]>`select content from blog_posts where slug = ${slug}`;
    expect(post!.content).toBe(seeded);
  });

  it("leaves a price staff rewrote as they wrote it", async () => {
    const edited = asOnceSeeded.replace("## Cloud Wax: £20", "## Cloud Wax: from £20");
    await database.sql`update blog_posts set content = ${edited} where slug = ${slug}`;
    await database.sql.unsafe(migration);
    const [post] = await database.sql<{ content: string }[]>`select content from blog_posts where slug = ${slug}`;
    expect(post!.content).toContain("## Cloud Wax: from £20");
    expect(post!.content).toContain("## Brow Lift lamination: {price:brow-lift}");
  });
});
