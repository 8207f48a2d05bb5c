import type { PostSummary } from "~/features/blog/blog-filter";
import { PostCard } from "./post-card";

/** Up to three other articles under a post (spec section 9). */
export function MorePosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-posts-title">
      <h2 id="more-posts-title" className="text-3xl font-semibold">
        More from the blog
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
