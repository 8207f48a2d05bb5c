import type { Route } from "./+types/robots[.]txt";

/**
 * Everything not disallowed is allowed, so no "Allow: /" (which some crawlers read as overriding the rules after
 * it). Checkout, confirmation and manage pages are not disallowed: they say noindex, which a crawler must be let in
 * to read.
 */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${context.origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
