import { Link } from "react-router";
import { filtersToSearch } from "~/features/blog/blog-filter";

const pill = "inline-flex items-center rounded-full bg-blush-100 px-3 py-1 text-sm font-medium text-plum-800";

/** A post's tags as small pills; `linked` makes each one open the list filtered by it. */
export function TagList({ tags, linked = false, className = "" }: { tags: readonly string[]; linked?: boolean; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          {linked ? (
            <Link
              to={`/blog${filtersToSearch({ query: "", tag })}`}
              className={`${pill} min-h-11 px-4 underline-offset-4 hover:bg-blush-200 hover:underline`}
            >
              <span className="sr-only">More posts tagged </span>
              {tag}
            </Link>
          ) : (
            <span className={pill}>{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
