/**
 * Search, tag filter and "other posts" for the blog (spec sections 2 and 9). The server and the browser run the
 * same functions on the same list, so a filtered page looks the same with or without JavaScript.
 */

/** What a list or card needs of a post: everything but the body. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  readTime: string;
  image: string;
  tags: string[];
  published: Date;
}

/** What the search and tag filter look at: the list page sends these to the browser for live filtering. */
export type FilterablePost = Pick<PostSummary, "slug" | "title" | "excerpt" | "tags" | "published">;

/** A filterable post as it travels inside the page to the browser's live filter (JSON has no dates). */
export type PostIndexEntry = Omit<FilterablePost, "published"> & { published: string };

export function toPostIndex(posts: readonly FilterablePost[]): PostIndexEntry[] {
  return posts.map(({ slug, title, excerpt, tags, published }) => ({ slug, title, excerpt, tags, published: published.toISOString() }));
}

export function fromPostIndex(entries: readonly PostIndexEntry[]): FilterablePost[] {
  return entries.map((entry) => ({ ...entry, published: new Date(entry.published) }));
}

export interface BlogFilters {
  /** As typed; matching ignores case and surrounding spaces. Empty matches every post. */
  query: string;
  /** One exact tag, or "" for All Posts. */
  tag: string;
}

export const blogDisplayLimits = {
  /** "Other posts" under an article. */
  otherPosts: 3,
  /** Tags shown on a card in the grid (the featured card shows them all). */
  gridCardTags: 2,
} as const;

export function summarisePost(post: PostSummary): PostSummary {
  const { slug, title, excerpt, author, readTime, image, tags, published } = post;
  return { slug, title, excerpt, author, readTime, image, tags: [...tags], published };
}

/**
 * Filters from the URL (?q=…&tag=…). A form without JavaScript sends the current tag in a hidden field before
 * the pressed tag button, so the last tag given is the one chosen.
 */
export function filtersFromSearchParams(params: URLSearchParams): BlogFilters {
  return { query: params.get("q") ?? "", tag: params.getAll("tag").at(-1) ?? "" };
}

/** The query string for some filters, without empty parameters: "?q=brow&tag=Henna", or "" for none. */
export function filtersToSearch({ query, tag }: BlogFilters): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query.trim());
  if (tag !== "") params.set("tag", tag);
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

export function hasActiveFilters({ query, tag }: BlogFilters): boolean {
  return query.trim() !== "" || tag !== "";
}

const newestFirst = (a: FilterablePost, b: FilterablePost) => b.published.getTime() - a.published.getTime();
const fold = (value: string) => value.toLocaleLowerCase("en-GB");

/** Posts whose title or excerpt contains the query (any case) and that carry the tag exactly; newest first. */
export function filterPosts<T extends FilterablePost>(posts: readonly T[], { query, tag }: BlogFilters): T[] {
  const needle = fold(query.trim());
  return posts
    .filter((post) => needle === "" || fold(post.title).includes(needle) || fold(post.excerpt).includes(needle))
    .filter((post) => tag === "" || post.tags.includes(tag))
    .sort(newestFirst);
}

/** The list's status line (role=status), the same on the server and as the visitor types. */
export function blogStatusText(filters: BlogFilters, shown: number, total: number): string {
  const noun = total === 1 ? "post" : "posts";
  return hasActiveFilters(filters) ? `Showing ${shown} of ${total} ${noun}` : `Showing all ${total} ${noun}`;
}

/** Every tag used by the posts, once each, in alphabetical order. */
export function allTags(posts: readonly PostSummary[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, "en-GB"));
}

/** Up to three other posts to read after this one, newest first. */
export function otherPosts<T extends FilterablePost>(posts: readonly T[], slug: string): T[] {
  return posts
    .filter((post) => post.slug !== slug)
    .sort(newestFirst)
    .slice(0, blogDisplayLimits.otherPosts);
}
