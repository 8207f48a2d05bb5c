import { Search } from "lucide-react";
import type { BlogFilters as Filters } from "~/features/blog/blog-filter";

const tagButton =
  "min-h-11 rounded-full border-2 border-plum-700 bg-white px-4 py-2 text-sm font-semibold text-plum-700 transition-colors hover:bg-blush-100 aria-pressed:bg-plum-700 aria-pressed:text-white aria-pressed:hover:bg-plum-800";

/**
 * Search and tags in one GET form, so filtering works without JavaScript; app/enhance/content/blog-search.ts
 * filters in place as the visitor types or picks a tag. The current tag travels in a hidden field ahead of the
 * tag buttons: a pressed button's value comes last in the query string, and the last tag wins.
 */
export function BlogFilters({ filters, tags }: { filters: Filters; tags: readonly string[] }) {
  const tagChoices = [{ label: "All Posts", value: "" }, ...tags.map((tag) => ({ label: tag, value: tag }))];
  return (
    <form
      role="search"
      aria-label="Blog articles"
      method="get"
      action="/blog"
      data-blog-filters
      className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <label htmlFor="blog-search" className="block font-semibold text-plum-900">
        Search articles
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-muted" />
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={filters.query}
            placeholder="Henna, lamination, aftercare…"
            autoComplete="off"
            className="min-h-12 w-full rounded-full border-2 border-blush-200 bg-cream py-2 pr-4 pl-12 text-ink placeholder:text-muted focus:border-plum-600"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </div>
      {filters.tag !== "" && <input type="hidden" name="tag" value={filters.tag} />}
      <fieldset className="mt-5">
        <legend className="font-semibold text-plum-900">Filter by tag</legend>
        <ul className="mt-2 flex flex-wrap gap-2">
          {tagChoices.map((choice) => (
            <li key={choice.label}>
              <button type="submit" name="tag" value={choice.value} aria-pressed={filters.tag === choice.value} className={tagButton}>
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    </form>
  );
}
