/**
 * A route that exports `handle = { hydrate: false }` is served without React in the browser (decision 0005): only
 * the small standalone script runs, so its HTML works with links, <details> and plain forms. Such a page runs no
 * inline script (its only inline ones are JSON data blocks, which never execute), so it needs no CSP nonce: its
 * HTML is the same for everyone and is cached compressed.
 */
export function servesReact(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

/** A page served without React exports this as its `handle`, and `loadAsDocument` as its `clientLoader`. */
export const withoutReact = { hydrate: false } as const;

/**
 * A hydrated page (booking, admin) navigates in the browser; rendering a page without React there would leave it
 * without its script (no carousel, tabs, dialog or background form posts). So such a page, reached from one,
 * is loaded as a whole new document, exactly as if the link had been followed with React absent.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/**
 * The server `loader` of a page without React that needs no data. React Router renders a fallback instead of the
 * page for a route with a `clientLoader` but no server loader (it expects the client loader to run first), so
 * each page without React has a server loader, this one if it has nothing to load.
 */
export function noLoaderData(): null {
  return null;
}
