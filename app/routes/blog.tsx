import { useRef } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/blog";
import { BlogEmptyState } from "~/app/components/blog/blog-empty-state";
import { BlogFilters } from "~/app/components/blog/blog-filters";
import { BlogLoadError } from "~/app/components/blog/blog-load-error";
import { PostCard } from "~/app/components/blog/post-card";
import { useBlogFilters } from "~/app/components/blog/use-blog-filters";
import { pageMeta } from "~/app/seo";
import { allTags, filterPosts, hasActiveFilters, summarisePost } from "~/domain/blog-filter";
import { listPublishedPosts } from "~/domain/blog.server";

/**
 * Every published post goes to the page (without bodies): the filters from the URL pick what the server renders,
 * and the same filter runs in the browser as the visitor types.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  return { posts: posts.map(summarisePost), tags: allTags(posts) };
}

// Filtering happens in the browser from the list already loaded: a new query string needs no new data.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Beauty Blog: Brow Aftercare, Guides & Tips | Sculpted Dreams Studio",
    description:
      "Brow aftercare, lamination guides and honest treatment comparisons from the Sculpted Dreams Studio team in London.",
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tags } = loaderData;
  const { filters, changeQuery, submitQuery, selectTag, clear } = useBlogFilters();
  const searchInput = useRef<HTMLInputElement>(null);
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
        <BlogFilters
          filters={filters}
          tags={tags}
          searchInput={searchInput}
          onQueryChange={changeQuery}
          onSubmitQuery={submitQuery}
          onSelectTag={selectTag}
        />

        <p role="status" className="mt-6 text-muted">
          {hasActiveFilters(filters)
            ? `Showing ${matching.length} of ${posts.length} ${posts.length === 1 ? "post" : "posts"}`
            : `Showing all ${posts.length} ${posts.length === 1 ? "post" : "posts"}`}
        </p>

        <div className="mt-6">
          {posts.length === 0 ? (
            <p className="rounded-3xl bg-blush-50 px-6 py-14 text-center text-lg text-muted">
              New articles are on their way. Check back soon for aftercare secrets and brow inspiration.
            </p>
          ) : featured === undefined ? (
            <BlogEmptyState
              onClear={() => {
                clear();
                searchInput.current?.focus();
              }}
            />
          ) : (
            <>
              <PostCard post={featured} featured headingLevel={2} />
              {rest.length > 0 && (
                <section aria-labelledby="more-articles-title" className="mt-14">
                  <h2 id="more-articles-title" className="text-3xl font-semibold">
                    More articles
                  </h2>
                  <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {rest.map((post) => (
                      <li key={post.slug}>
                        <PostCard post={post} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
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
