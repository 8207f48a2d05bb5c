import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type BlogFilters, filtersFromSearchParams, filtersToSearch } from "~/domain/blog-filter";

const typingDelayMs = 300;
const fromSearchBox = { fromSearchBox: true } as const;

/**
 * The blog's filters once React runs: the URL stays the source of truth for sharing, back and forward, but the
 * search box keeps its own text so typing filters at once and the address catches up a moment later.
 */
export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const fromUrl = filtersFromSearchParams(searchParams);
  const [query, setQuery] = useState(fromUrl.query);

  // Any navigation other than our own typing (a tag, back, the Blog link) puts the URL's words in the box.
  const navigatedElsewhere = (location.state as typeof fromSearchBox | null)?.fromSearchBox !== true;
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigatedElsewhere) setQuery(fromUrl.query);
  }

  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  // Words typed just before another navigation must not overwrite the address it led to.
  useEffect(() => {
    if (navigatedElsewhere) clearTimeout(typingTimer.current);
  }, [location.key, navigatedElsewhere]);

  function navigate(next: BlogFilters, { typing }: { typing: boolean }) {
    clearTimeout(typingTimer.current);
    setSearchParams(new URLSearchParams(filtersToSearch(next)), {
      replace: typing,
      preventScrollReset: true,
      state: typing ? fromSearchBox : undefined,
    });
  }

  return {
    filters: { query, tag: fromUrl.tag } satisfies BlogFilters,
    changeQuery(value: string) {
      setQuery(value);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => navigate({ query: value, tag: fromUrl.tag }, { typing: true }), typingDelayMs);
    },
    submitQuery() {
      navigate({ query, tag: fromUrl.tag }, { typing: true });
    },
    selectTag(tag: string) {
      navigate({ query, tag }, { typing: false });
    },
    clear() {
      setQuery("");
      navigate({ query: "", tag: "" }, { typing: false });
    },
  };
}
