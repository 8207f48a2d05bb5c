import type { MetaDescriptor } from "react-router";
import { defaultStudio, type Studio } from "~/features/studio";
import { socialImage, socialImageTags, titleWithStudio } from "~/ui/seo";

// A route's `meta` reads the root loader's data from its matches: that shape is the app's, so reading it is too
// (components get the same facts through features/studio's StudioFactsProvider).

/** A page's own words; the studio's name comes from the setting (STUDIO_NAME), never from the page. */
interface PageSeo {
  /** The page's own part of the title; " | <studio name>" is added. */
  title: string;
  /** A sentence, or a function of the studio's name when the description names it. */
  description: string | ((studioName: string) => string);
  /** The page's own path; the canonical link and og:url are built from the site's origin and this. */
  path: string;
}

type MatchWithData = { id: string; data?: unknown } | undefined;

/** The root loader's data: origin (PUBLIC_URL or the request's host) and the configured studio. */
export function rootData(matches: readonly MatchWithData[]): { origin: string; studio: Studio } {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string; studio?: Studio } | undefined;
  return { origin: root?.origin ?? "", studio: root?.studio ?? defaultStudio };
}

/** Title, description, canonical link and the social tags every page carries. */
export function pageMeta(matches: readonly MatchWithData[], page: PageSeo): MetaDescriptor[] {
  const { origin, studio } = rootData(matches);
  const url = `${origin}${page.path}`;
  const title = titleWithStudio(page.title, studio.name);
  const description = typeof page.description === "function" ? page.description(studio.name) : page.description;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { property: "og:site_name", content: studio.name },
    ...socialImageTags(`${origin}${socialImage(page.path)}`, `${studio.name}, London: ${page.title}`),
  ];
}
