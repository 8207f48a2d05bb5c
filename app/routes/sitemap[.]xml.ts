import type { Route } from "./+types/sitemap[.]xml";
import { serviceIdentities } from "~/features/studio";

import { listPublishedPosts } from "~/features/blog/blog.server";

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** The route table's searchable pages (from the load context), every service and every published post. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPublishedPosts(context.db);
  const entries = [
    ...context.sitePaths.map((path) => urlEntry(`${context.origin}${path}`)),
    ...serviceIdentities.map((service) => urlEntry(`${context.origin}/services/${encodeURIComponent(service.slug)}`)),
    ...posts.map((post) => urlEntry(`${context.origin}/blog/${encodeURIComponent(post.slug)}`, post.published)),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
