import type { Route } from "./+types/blog";
import { BlogEmptyState } from "~/features/blog/ui/blog-empty-state";
import { BlogFilters } from "~/features/blog/ui/blog-filters";
import { BlogLoadError } from "~/features/blog/ui/blog-load-error";
import { BlogPostIndex } from "~/features/blog/ui/blog-post-index";
import { PostCard } from "~/features/blog/ui/post-card";
import { pageMeta } from "~/app/site/route-meta";
import { allTags, blogStatusText, filterPosts, filtersFromSearchParams, summarisePost } from "~/features/blog/blog-filter";
import { listPublishedPosts } from "~/features/blog/blog.server";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/**
 * Served without React. Every published post is in the HTML (without bodies), each both as a featured and as a
 * grid card: the filters from the URL decide which show, so the GET form works without JavaScript, and
 * app/enhance/content/blog-search.ts runs the same filter in place as the visitor types.
 */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  return {
    posts: posts.map(summarisePost),
    tags: allTags(posts),
    filters: filtersFromSearchParams(new URL(request.url).searchParams),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Beauty Blog: Brow Aftercare, Guides & Tips",
    description:
      (studio) => `Brow aftercare, lamination guides and honest treatment comparisons from the ${studio} team in London.`,
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { tags, filters } = loaderData;
  const posts = filterPosts(loaderData.posts, { query: "", tag: "" });
  const matching = filterPosts(posts, filters);
  const [featured, ...rest] = matching;

  return (
    <>
      <section className="bg-gradient-to-b from-blush-100 to-cream">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="font-semibold tracking-wide text-plum-700 uppercase">The Beauty Blog</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Brow secrets, sprinkled with fairy dust</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Aftercare rituals, treatment guides and honest comparisons from our studio, so you can choose with
            confidence and keep your results glowing for longer.
          </p>
        </div>
      </section>

      <div className="container-page pb-20">
        <BlogFilters filters={filters} tags={tags} />

        <p role="status" data-blog-status className="mt-6 text-muted">
          {blogStatusText(filters, matching.length, posts.length)}
        </p>

        <div className="mt-6">
          {posts.length === 0 ? (
            <p className="rounded-3xl bg-blush-50 px-6 py-14 text-center text-lg text-muted">
              New articles are on their way. Check back soon for aftercare secrets and brow inspiration.
            </p>
          ) : (
            <>
              <BlogPostIndex posts={posts} />
              {posts.map((post) => (
                <div key={post.slug} data-blog-featured={post.slug} hidden={post !== featured}>
                  <PostCard post={post} featured headingLevel={2} lazy={post !== featured} />
                </div>
              ))}
              <section data-blog-more hidden={rest.length === 0} aria-labelledby="more-articles-title" className="mt-14">
                <h2 id="more-articles-title" className="text-3xl font-semibold">
                  More articles
                </h2>
                <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {posts.map((post) => (
                    <li key={post.slug} data-blog-card={post.slug} hidden={!rest.includes(post)}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </ul>
              </section>
              <div data-blog-empty hidden={featured !== undefined}>
                <BlogEmptyState />
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <BlogLoadError title="Failed to fetch blog posts" />;
}
