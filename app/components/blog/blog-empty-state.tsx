/** Spec section 8: no post matches the search and tag. The form also works before JavaScript loads. */
export function BlogEmptyState({ onClear }: { onClear(): void }) {
  return (
    <section aria-labelledby="no-posts-title" className="rounded-3xl border border-dashed border-plum-500 bg-blush-50 px-6 py-14 text-center">
      <p className="text-4xl" aria-hidden="true">
        🔍
      </p>
      <h2 id="no-posts-title" className="mt-3 text-2xl font-semibold">
        No posts found
      </h2>
      <p className="mt-2 text-muted">Try adjusting your search or removing filters.</p>
      <form
        method="get"
        action="/blog"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          onClear();
        }}
      >
        <button type="submit" className="btn-primary">
          Clear Filters
        </button>
      </form>
    </section>
  );
}
