import { seedArticles } from "~/content/articles";
import type { Database } from "./client.server";
import { blogPosts } from "./schema.server";

/** Safe to run at every start: an article already present (by slug) is left as staff last edited it. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(blogPosts)
    .values(seedArticles.map((article) => ({ ...article, tags: [...article.tags], published: new Date(article.published) })))
    .onConflictDoNothing({ target: blogPosts.slug });
}
