import { useCallback, useEffect, useRef, useState } from "react";
import { readIsland } from "~/ui/runtime/send";
import type { BookActionData, BookPageData } from "~/features/booking/pages/book-page";
import { choiceNeedsReload } from "~/features/booking/rules/booking-choice";

/** What /book's island is rendered with (app/routes/booking/book.tsx), on the server and in the browser alike. */
export interface BookIslandProps {
  /** The address's query, `?items=…` or "". */
  search: string;
  page: BookPageData;
  /** The action's answer when the page was rendered by one (a booking posted); null otherwise. */
  action: BookActionData | null;
}

const ISLAND = "book";

/** The page's own HTML for an address, answered by its loader (GET) or its action (POST), and its island's props. */
async function pageProps(search: string, init?: RequestInit): Promise<BookIslandProps | undefined> {
  return (await readIsland<BookIslandProps>(`/book${search}`, ISLAND, init)).props;
}

const asSearch = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : "");
const asUrl = (search: string) => new URL(`/book${search}`, "http://x");

/**
 * /book's address and data in the browser, without React Router (decision 0017), with its semantics: a new choice
 * that needs new free times shows once they have arrived ("loading" meanwhile), others at once; the action answers
 * with the page's data afresh; Back and Forward are read from the address. The server stays the one source: every
 * answer is the page's own HTML, whose island props are read.
 */
export function useBookAddress(initial: BookIslandProps) {
  const [search, setSearch] = useState(initial.search);
  const [page, setPage] = useState(initial.page);
  const [navigation, setNavigation] = useState<"idle" | "loading">("idle");
  const [revalidation, setRevalidation] = useState<"idle" | "loading">("idle");
  const [action, setAction] = useState<{ state: "idle" | "submitting"; data?: BookActionData }>({ state: "idle" });
  const current = useRef(initial.search);
  const latest = useRef(0);

  const show = useCallback(async (next: string, history: "push" | "replace" | "none") => {
    const request = ++latest.current;
    const apply = (data?: BookPageData) => {
      if (history === "push") window.history.pushState(null, "", `/book${next}`);
      if (history === "replace") window.history.replaceState(null, "", `/book${next}`);
      current.current = next;
      setSearch(next);
      if (data) setPage(data);
    };
    if (!choiceNeedsReload(asUrl(current.current), asUrl(next))) {
      apply();
      return;
    }
    setNavigation("loading");
    try {
      const props = await pageProps(next);
      if (request === latest.current) apply(props?.page);
    } catch {
      // Offline or refused: the choice stays as it was, as a failed navigation would leave it.
    } finally {
      if (request === latest.current) setNavigation("idle");
    }
  }, []);

  const navigate = useCallback((params: URLSearchParams, { replace }: { replace: boolean }) => void show(asSearch(params), replace ? "replace" : "push"), [show]);

  const revalidate = useCallback(async () => {
    setRevalidation("loading");
    try {
      const props = await pageProps(current.current);
      if (props) setPage(props.page);
    } catch {
      // The page offers its retry button again.
    } finally {
      setRevalidation("idle");
    }
  }, []);

  /** Posts the booking request to the page's action; its answer (and the page's data afresh) come back as the page. */
  const submit = useCallback(async (body: unknown) => {
    setAction({ state: "submitting" });
    try {
      const props = await pageProps(current.current, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (props) setPage(props.page);
      setAction({ state: "idle", data: props?.action ?? undefined });
    } catch {
      setAction({ state: "idle", data: { ok: false, code: "invalid", message: "" } });
    }
  }, []);

  useEffect(() => {
    const onPopState = () => void show(window.location.search, "none");
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [show]);

  return { search, page, navigation, revalidation, revalidate, navigate, submit, action };
}
