import { createContext, use, useEffect, useRef, useState, type AnchorHTMLAttributes, type FormHTMLAttributes, type MouseEvent, type ReactNode, type SubmitEvent } from "react";
import type { useFetcher as routerFetcher } from "react-router";
import { readIsland, request } from "~/ui/runtime/send";

/**
 * The dashboard's page without React Router in the browser (decision 0066): the island's data and address, moving
 * to another address, reading the page again after a change, and the one way its parts reach the server
 * (`useFetcher`). It keeps React Router's behaviour where the dashboard relied on it: a new address shows in the
 * controls at once and the lists stay until its data is in; after any post, refused or not, the page is read again
 * before the fetcher is idle, so lists and counts are fresh when the toast appears; a lapsed session sends staff to
 * sign in. Its data comes from the page itself (GET /admin?…, the island's props read from the HTML), as /book's
 * does (decision 0017): the loader and the actions stay the only server code.
 */
export const DASHBOARD_ISLAND = "admin";

export interface DashboardProps<Data = unknown> {
  data: Data;
  /** The address's query string the server rendered, `?…` or "". */
  search: string;
}

interface Page<Data = unknown> {
  data: Data;
  /** The address shown, or being loaded: the controls follow it at once. */
  search: string;
  /** A new address's data is on its way. */
  loading: boolean;
  navigate: (search: string, options?: { replace?: boolean }) => void;
  /** Reads the page's data again (after a change); settles once it is in. */
  revalidate: () => Promise<void>;
}

const PageContext = createContext<Page | null>(null);

/** The page's state; `Data` is what the dashboard's loader answers (the runtime itself reads none of it). */
export function usePage<Data>(): Page<Data> {
  const page = use(PageContext);
  if (!page) throw new Error("usePage() is used inside <DashboardPage>");
  return page as Page<Data>;
}

/** Leaves the island for a whole page: a lapsed session's sign-in, or an answer that is not the dashboard. */
function leaveFor(url: string): never {
  window.location.assign(url);
  throw new Error(`leaving for ${url}`);
}

async function readDashboard(search: string, signal?: AbortSignal): Promise<unknown> {
  const url = `/admin${search}`;
  const { props: read, response } = await readIsland<DashboardProps>(url, DASHBOARD_ISLAND, { signal });
  if (response.redirected && new URL(response.url).pathname !== "/admin") leaveFor(response.url);
  const props = response.ok ? read : undefined;
  // An error page (the database away, say) is shown as the page it is.
  return props?.data ?? leaveFor(url);
}

export function DashboardPage({ data: initial, search: initialSearch, children }: DashboardProps & { children: ReactNode }) {
  const [data, setData] = useState(initial);
  const [search, setSearch] = useState(initialSearch);
  const [loading, setLoading] = useState(false);
  const latest = useRef<AbortController | null>(null);

  /** Only the newest read lands: a search typed on is not overwritten by the answer to its first letters. */
  const load = async (wanted: string, navigation: boolean) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    if (navigation) setLoading(true);
    try {
      const fresh = await readDashboard(wanted, controller.signal);
      if (latest.current !== controller) return;
      setData(fresh);
      setLoading(false);
    } catch (error) {
      if (latest.current === controller) setLoading(false);
      if (!controller.signal.aborted) throw error;
    }
  };

  useEffect(() => {
    // Back and Forward: the address changed by itself.
    const onPop = () => {
      setSearch(window.location.search);
      void load(window.location.search, true).catch(() => undefined);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  });

  const page: Page = {
    data,
    search,
    loading,
    navigate: (next, { replace = false } = {}) => {
      const wanted = next === "?" ? "" : next;
      if (replace) window.history.replaceState(null, "", `/admin${wanted}`);
      else window.history.pushState(null, "", `/admin${wanted}`);
      setSearch(wanted);
      void load(wanted, true).catch(() => undefined);
    },
    revalidate: () => load(window.location.search, false).catch(() => undefined),
  };
  return <PageContext value={page}>{children}</PageContext>;
}

/** A link to another view of the dashboard (`?…`): a plain link before the script runs, a page read after. */
export function PageLink({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const page = use(PageContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!page || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    page.navigate(new URL(event.currentTarget.href).search);
  };
  return <a href={to} onClick={follow} {...rest} />;
}

/** A GET form over the dashboard's own address (the reports' choice): the same page read, as a link would. */
export function PageForm({ onSubmit, ...rest }: Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action">) {
  const page = use(PageContext);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (!page || event.defaultPrevented) return;
    event.preventDefault();
    const fields = new FormData(event.currentTarget, event.nativeEvent.submitter);
    page.navigate(`?${new URLSearchParams(fields as unknown as Record<string, string>)}`);
  };
  return <form method="get" action="/admin" onSubmit={submit} {...rest} />;
}

type FetcherState = "idle" | "submitting" | "loading";
/** What the server function answers, as the browser reads it (the same type React Router's fetcher gave). */
type Answer<Fn> = ReturnType<typeof routerFetcher<Fn>>["data"];
type Body = Record<string, unknown> | FormData | null;
interface SubmitOptions {
  method?: "get" | "post";
  action: string;
  encType?: "application/json" | "application/x-www-form-urlencoded";
}

const unanswered = { ok: false, code: "unavailable", message: "The studio server did not answer; please try again in a moment." } as const;

function fieldsOf(body: Body): URLSearchParams {
  if (body instanceof FormData) return new URLSearchParams(body as unknown as Record<string, string>);
  return new URLSearchParams(Object.entries(body ?? {}).map(([key, value]) => [key, String(value)]));
}

/**
 * One round trip to a dashboard action or data route, in React Router's fetcher's shape (`state`, `data`, the
 * submitted `json`, `submit`, `load`, `Form`). A post reads the page again before the fetcher is idle. Answers are
 * read with Dates kept (the routes answer through `dashboardAnswer`). A request that gets no readable answer (the
 * network dropped) answers a refusal the dashboard's parts already show.
 */
export function useFetcher<Fn = unknown>() {
  const page = use(PageContext);
  const [state, setState] = useState<FetcherState>("idle");
  const [data, setData] = useState<Answer<Fn>>();
  const [json, setJson] = useState<unknown>();
  const round = useRef(0);

  const run = async (url: string, init: RequestInit, changes: boolean) => {
    const mine = ++round.current;
    setState(changes ? "submitting" : "loading");
    const reply = await request(url, init).catch(() => undefined);
    const answer: unknown = reply?.body ?? unanswered;
    const redirectedTo = reply?.redirectedTo;
    // Signed out (by the Sign out button, or a lapsed session): the page it was sent to, as React Router did.
    if (redirectedTo) return window.location.assign(redirectedTo);
    if (mine !== round.current) return;
    setData(answer as Answer<Fn>);
    if (changes && page) {
      setState("loading");
      await page.revalidate();
      if (mine !== round.current) return;
    }
    setState("idle");
    setJson(undefined);
  };

  const submit = (body: Body, { method = "get", action, encType = "application/x-www-form-urlencoded" }: SubmitOptions): Promise<void> => {
    if (method === "get") return run(`${action}?${fieldsOf(body)}`, {}, false);
    setJson(encType === "application/json" ? body : undefined);
    const init: RequestInit =
      encType === "application/json"
        ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) }
        : { method: "POST", body: body instanceof FormData ? body : fieldsOf(body) };
    return run(action, init, true);
  };
  const load = (url: string) => run(url, {}, false);

  // The form component keeps its identity across renders (a new one would remount the form and lose what was typed).
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  const [Form] = useState(() => {
    function FetcherForm({ method = "get", action, onSubmit, ...rest }: { method?: "get" | "post"; action: string } & Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action">) {
      const send = (event: SubmitEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        void submitRef.current(new FormData(event.currentTarget, event.nativeEvent.submitter), { method, action });
      };
      return <form method={method} action={action} onSubmit={send} {...rest} />;
    }
    return FetcherForm;
  });

  return { state, data, json, submit, load, Form };
}

export type Fetcher<Fn = unknown> = ReturnType<typeof useFetcher<Fn>>;
