import { serviceIdentities } from "~/features/studio";
import { z } from "~/lib/zod";
import { unknownFactTokens } from "./fact-tokens";

/**
 * An image this site serves (DESIGN: images are our own assets, never hot-linked): a path from the root made of
 * plain segments, ending in an image type. So "//host/x.png" (protocol-relative: another site), "/\\host", schemes,
 * "." and ".." segments, queries, fragments and encoded characters are all refused. Every segment starts with a
 * letter, digit, "_" or "-" and the segments are cut by "/" and "." alone, so matching takes linear time.
 */
export const siteImagePath = /^(?:\/[\w-]+(?:\.[\w-]+)*)+\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

/** What staff are told when a post cannot be saved or published. */
export const postMessages = {
  notFound: "Post not found",
  slugTaken: "Another post already uses that address.",
} as const;

export const DEFAULT_BLOG_IMAGE = "/images/blog/brow-aftercare.svg";

const imagePathMessage = `Use an image path on this site, e.g. ${DEFAULT_BLOG_IMAGE}`;

/** The staff blog editor's form, shared by the admin page and its API. */
export const blogPostSchema = z.object({
  title: z.string({ error: "Give the post a title" }).trim().min(3, { error: "Give the post a title (3 characters or more)" }).max(200),
  slug: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lower-case letters, digits and dashes, e.g. summer-brow-care" })
      .max(120)
      .optional(),
  ),
  excerpt: z.string({ error: "Write a short excerpt" }).trim().min(10, { error: "Write a short excerpt (10 characters or more)" }).max(500),
  content: z
    .string({ error: "Write the post" })
    .trim()
    .min(20, { error: "Write the post (20 characters or more)" })
    .max(50_000)
    .superRefine((content, context) => {
      const unknown = unknownFactTokens(content, serviceIdentities);
      if (unknown.length > 0) context.addIssue({ code: "custom", message: `No service answers ${unknown.join(", ")}: write {price:} with a service's address, e.g. {price:brow-lift}` });
    }),
  author: z.string({ error: "Who wrote it?" }).trim().min(2, { error: "Who wrote it?" }).max(100),
  image: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(300, { error: imagePathMessage }).regex(siteImagePath, { error: imagePathMessage }).optional(),
  ),
  tags: z.array(z.string().trim().min(1).max(30)).max(8).default([]),
  draft: z.boolean().default(false),
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;


export function slugify(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "post"
  );
}

/** About 200 words a minute, at least one. */
export function readTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}
