import type { MetaDescriptor } from "react-router";

interface PageSeo {
  title: string;
  description: string;
  /** The page's own path; the canonical link and og:url are built from the site's origin and this. */
  path: string;
}

type MatchWithData = { id: string; data?: unknown } | undefined;

/** Origin from the root loader, so canonical links follow PUBLIC_URL (or the request's host). */
function originFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** Title, description, canonical link and the social tags every page carries. */
export function pageMeta(matches: readonly MatchWithData[], page: PageSeo): MetaDescriptor[] {
  const url = `${originFrom(matches)}${page.path}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary" },
  ];
}
