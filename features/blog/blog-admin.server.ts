import { isUniqueViolation } from "~/lib/postgres-errors";
import { desc, eq, like, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts } from "~/db/schema.server";
import { DEFAULT_BLOG_IMAGE, readTime, slugify, type BlogPostInput } from "./blog-editor";

/** Staff writing on the blog: drafts, publishing and unique addresses. */
export function listAllPosts(db: Database) {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.published));
}

export type SavePostResult = { outcome: "saved"; post: typeof blogPosts.$inferSelect } | { outcome: "slug-taken" } | { outcome: "not-found" };

/** A slug typed by staff must be free; one made from the title gets -2, -3… until it is. */
async function freeSlug(db: Database, input: BlogPostInput, currentId?: string): Promise<string | undefined> {
  const taken = async (slug: string) => {
    const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    return row !== undefined && row.id !== currentId;
  };
  if (input.slug) return (await taken(input.slug)) ? undefined : input.slug;
  const base = slugify(input.title);
  const existing = new Set(
    (await db.select({ slug: blogPosts.slug }).from(blogPosts).where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`))))
      .map((row) => row.slug),
  );
  if (currentId) {
    const [own] = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, currentId));
    if (own && (own.slug === base || own.slug.startsWith(`${base}-`))) return own.slug;
  }
  if (!existing.has(base)) return base;
  for (let n = 2; ; n++) if (!existing.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function savePost(db: Database, input: BlogPostInput, id?: string): Promise<SavePostResult> {
  const slug = await freeSlug(db, input, id);
  if (!slug) return { outcome: "slug-taken" };
  const values = {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    image: input.image ?? DEFAULT_BLOG_IMAGE,
    tags: input.tags,
    draft: input.draft,
    readTime: readTime(input.content),
    updatedAt: sql`now()`,
  };
  try {
    const [post] = id
      ? await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning()
      : await db.insert(blogPosts).values(values).returning();
    return post ? { outcome: "saved", post } : { outcome: "not-found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "slug-taken" };
    throw error;
  }
}

/** Publishing also dates the post now if it was a draft, so it appears at the top of /blog. */
export async function setPublished(db: Database, id: string, published: boolean) {
  const [post] = await db
    .update(blogPosts)
    .set(published ? { draft: false, published: sql`case when ${blogPosts.draft} then now() else ${blogPosts.published} end`, updatedAt: sql`now()` } : { draft: true, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return post;
}
