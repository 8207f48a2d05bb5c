/**
 * A route that exports `handle = { hydrate: false }` is served without React in the browser (decision 0005): only
 * the small standalone script runs, so its HTML works with links, <details> and plain forms. Such a page runs no
 * inline script (its only inline ones are JSON data blocks, which never execute), so it needs no CSP nonce: its
 * HTML is the same for everyone and is cached compressed.
 */
export function servesReact(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}
