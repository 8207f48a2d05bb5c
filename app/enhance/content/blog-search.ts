import {
  type BlogFilters,
  blogStatusText,
  filterPosts,
  filtersFromSearchParams,
  filtersToSearch,
  fromPostIndex,
  type PostIndexEntry,
} from "~/features/blog/blog-filter";

/** The address catches up with the search box once typing pauses, not on every key. */
const TYPING_DELAY_MS = 300;

/**
 * Live filtering of the blog list. The page holds every post twice (a featured and a grid card) and a JSON index
 * (data-blog-posts); this runs the list page's own filter on the index and shows the cards it picks: the first
 * match featured, the rest in the grid, the empty state with Clear Filters when nothing matches. Typing replaces
 * the address; a tag or Clear Filters adds a history entry, and Back restores the filters it held.
 */
export function enhanceBlogSearch(doc: Document): void {
  const index = doc.querySelector<HTMLScriptElement>("script[data-blog-posts]");
  const form = doc.querySelector<HTMLFormElement>("form[data-blog-filters]");
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = doc.querySelector<HTMLElement>("[data-blog-status]");
  const more = doc.querySelector<HTMLElement>("[data-blog-more]");
  const empty = doc.querySelector<HTMLElement>("[data-blog-empty]");
  const view = doc.defaultView;
  if (!index || !form || !input || !status || !more || !empty || !view) return;

  const posts = fromPostIndex(JSON.parse(index.textContent ?? "[]") as PostIndexEntry[]);
  const featuredCards = [...doc.querySelectorAll<HTMLElement>("[data-blog-featured]")];
  const gridCards = [...doc.querySelectorAll<HTMLElement>("[data-blog-card]")];
  const tagButtons = [...form.querySelectorAll<HTMLButtonElement>('button[name="tag"]')];
  const fromAddress = () => filtersFromSearchParams(new URLSearchParams(view.location.search));
  let filters: BlogFilters = { query: input.value, tag: fromAddress().tag };
  let typingTimer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    const [featured, ...rest] = filterPosts(posts, filters);
    const inGrid = new Set(rest.map((post) => post.slug));
    featuredCards.forEach((card) => (card.hidden = card.dataset.blogFeatured !== featured?.slug));
    gridCards.forEach((card) => (card.hidden = !inGrid.has(card.dataset.blogCard ?? "")));
    more.hidden = rest.length === 0;
    empty.hidden = featured !== undefined;
    status.textContent = blogStatusText(filters, rest.length + (featured ? 1 : 0), posts.length);
    tagButtons.forEach((button) => button.setAttribute("aria-pressed", String(button.value === filters.tag)));
  };

  const writeAddress = (entry: "push" | "replace") => {
    clearTimeout(typingTimer);
    const url = `${view.location.pathname}${filtersToSearch(filters)}`;
    if (entry === "push") view.history.pushState(null, "", url);
    else view.history.replaceState(view.history.state, "", url);
  };

  input.addEventListener("input", () => {
    filters = { ...filters, query: input.value };
    render();
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => writeAddress("replace"), TYPING_DELAY_MS);
  });

  // Enter in the box and the Search button submit with no name; a tag button submits its tag.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const submitter = event.submitter as HTMLButtonElement | null;
    const choseTag = submitter?.name === "tag";
    filters = { query: input.value, tag: choseTag ? submitter.value : filters.tag };
    render();
    writeAddress(choseTag ? "push" : "replace");
  });

  doc.querySelector<HTMLFormElement>("form[data-blog-clear]")?.addEventListener("submit", (event) => {
    event.preventDefault();
    input.value = "";
    filters = { query: "", tag: "" };
    render();
    writeAddress("push");
    input.focus();
  });

  view.addEventListener("popstate", () => {
    filters = fromAddress();
    input.value = filters.query;
    render();
  });
}
