import { createElement, use, type ComponentType } from "react";

export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A part of the dashboard that /admin's first paint does not show (the other tabs, the dialogs), in its own
 * chunk: the browser fetches it when staff first ask for it (`preload` starts that early), so the bookings list
 * loads and hydrates without it (bench/lighthouse.md). Unlike React.lazy, once loaded it renders at once, and the
 * server loads every part as it starts, so a page it renders (a reload on ?tab=blog, say) is whole, even with
 * JavaScript off. Render it inside a <Suspense>: the browser hydrates the server's HTML of it when its chunk is in.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that did not arrive (the connection dropped) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) void preload();
  function Part(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(Part, { preload });
}
