import type { MetaDescriptor } from "react-router";
import { catalogueOf, defaultStudio, seedCatalogue, type Catalogue, type ServiceFacts, type Studio } from "~/features/studio";

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

/** The services as the root loader read them (DESIGN 9), for a route's `meta`; components use useCatalogue(). */
export function catalogueIn(matches: readonly MatchWithData[]): Catalogue {
  const root = matches.find((match) => match?.id === "root")?.data as { serviceFacts?: ServiceFacts[] } | undefined;
  return root?.serviceFacts ? catalogueOf(root.serviceFacts) : seedCatalogue;
}

/** "About Us | Sculpted Dreams Studio": every page title ends with the studio's name. */
export function titleWithStudio(title: string, studioName: string): string {
  return `${title} | ${studioName}`;
}

/**
 * The link-preview picture for a page: PNG, 1200×630, one per kind of page (scripts/social-images.ts writes them;
 * social sites show no SVG).
 */
export function socialImage(path: string): string {
  if (path.startsWith("/services")) return "/social/services.png";
  if (path.startsWith("/blog")) return "/social/blog.png";
  if (path.endsWith("-waitlist")) return "/social/waitlist.png";
  return "/social/default.png";
}

/** A page's own picture when it is one social sites and search results show (PNG or JPEG), its kind's PNG otherwise. */
export function previewImage(image: string, path: string): string {
  return /\.(png|jpe?g)$/i.test(image) ? image : socialImage(path);
}

/** The tags that show a picture in a link preview. */
export function socialImageTags(url: string, alt: string): MetaDescriptor[] {
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    // X reads its own alt text, not Open Graph's: the same words, for the same picture.
    { name: "twitter:image:alt", content: alt },
  ];
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

/**
 * A page kept out of search engines exports `handle = notForSearch` (or `staffOnly`): the root writes its robots
 * tag and the sitemap leaves it out, from this one fact.
 */
export const notForSearch = { robots: "noindex" } as const;
export const staffOnly = { robots: "noindex, nofollow" } as const;

/** The robots directive the matched routes' handles ask for, if any. */
export function robotsDirective(handles: readonly unknown[]): string | undefined {
  return handles.map((handle) => (handle as { robots?: string } | undefined)?.robots).findLast(Boolean);
}

interface BuiltRoute {
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { default?: unknown; handle?: unknown };
}

/**
 * The addresses of the route table that search engines may list: pages (not resource routes) with a fixed path
 * whose handle does not keep them out. The sitemap adds the services and posts behind the dynamic ones.
 */
export function searchablePaths(routes: Readonly<Record<string, BuiltRoute | undefined>>): string[] {
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path}` : prefix || "/";
  };
  const pages = Object.values(routes).filter(
    (route): route is BuiltRoute =>
      route !== undefined &&
      route.parentId !== undefined &&
      route.module.default !== undefined &&
      !/[:*]/.test(route.path ?? "") &&
      !robotsDirective([route.module.handle])?.includes("noindex"),
  );
  return [...new Set(pages.map(fullPath))];
}
