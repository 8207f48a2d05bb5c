import type { Page, Route } from "@playwright/test";

/** A public form posts to its page's own URL (the route action); the page's GETs pass untouched. */
async function routeFormPosts(page: Page, handle: (route: Route) => Promise<void> | void) {
  const path = new URL(page.url()).pathname;
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === "POST" ? handle(route) : route.fallback()),
  );
}

/** Holds the form's POST until `release` is called, so the pending state can be seen. */
export async function holdFormPost(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeFormPosts(page, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every post fails: the server answers 500, or the connection drops. */
export async function failFormPost(page: Page, how: "server error" | "lost connection" = "server error") {
  await routeFormPosts(page, (route) => (how === "server error" ? route.fulfill({ status: 500, body: "" }) : route.abort("internetdisconnected")));
}

/** The first post is lost to a dropped connection; later ones go through. */
export async function dropFirstFormPost(page: Page): Promise<() => number> {
  let attempts = 0;
  await routeFormPosts(page, (route) => (++attempts === 1 ? route.abort("internetdisconnected") : route.continue()));
  return () => attempts;
}
