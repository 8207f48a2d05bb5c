import { type FilterablePost, toPostIndex } from "~/features/blog/blog-filter";

/**
 * The list's posts as JSON for the live filter (app/enhance/content/blog-search.ts). A data block, never run;
 * `<` is escaped so no title can close the element.
 */
export function BlogPostIndex({ posts }: { posts: readonly FilterablePost[] }) {
  return (
    <script
      type="application/json"
      data-blog-posts
      dangerouslySetInnerHTML={{ __html: JSON.stringify(toPostIndex(posts)).replace(/</g, "\\u003c") }}
    />
  );
}
