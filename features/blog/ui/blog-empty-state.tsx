/**
 * Spec section 8: no post matches the search and tag. Clear Filters is a plain GET form to /blog, which
 * app/enhance/content/blog-search.ts handles in place.
 */
export function BlogEmptyState() {
  return (
    <section aria-labelledby="no-posts-title" className="rounded-3xl border border-dashed border-plum-500 bg-blush-50 px-6 py-14 text-center">
      <p className="text-4xl" aria-hidden="true">
        🔍
      </p>
      <h2 id="no-posts-title" className="mt-3 text-2xl font-semibold">
        No posts found
      </h2>
      <p className="mt-2 text-muted">Try adjusting your search or removing filters.</p>
      <form method="get" action="/blog" data-blog-clear className="mt-6">
        <button type="submit" className="btn-primary">
          Clear Filters
        </button>
      </form>
    </section>
  );
}
