import type { MetaDescriptor } from "react-router";

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
