import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema.server";

export type BlogPost = typeof blogPosts.$inferSelect;

const isPublished = and(lte(blogPosts.published, sql`now()`), eq(blogPosts.draft, false));

/** Published posts, newest first. */
export function listPublishedPosts(db: Database): Promise<BlogPost[]> {
  return db.select().from(blogPosts).where(isPublished).orderBy(desc(blogPosts.published), desc(blogPosts.createdAt));
}

export async function findPublishedPost(db: Database, slug: string): Promise<BlogPost | undefined> {
  const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.slug, slug), isPublished));
  return post;
}
