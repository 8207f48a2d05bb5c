/**
 * The portfolio's one-at-a-time service filter. It lives in the URL (?service=<slug>) so that it works as plain
 * links without JavaScript; "all" is the default and has no parameter.
 */
export const ALL_SERVICES = "all";

export type PortfolioFilter = typeof ALL_SERVICES | (string & {});

/** An unknown or missing value falls back to every service rather than an empty page. */
export function parsePortfolioFilter(value: string | null | undefined, slugs: readonly string[]): PortfolioFilter {
  return value && slugs.includes(value) ? value : ALL_SERVICES;
}

/** The href of a filter link, relative to /portfolio. */
export function portfolioFilterHref(filter: PortfolioFilter): string {
  return filter === ALL_SERVICES ? "/portfolio" : `/portfolio?service=${encodeURIComponent(filter)}`;
}

export function matchesPortfolioFilter(filter: PortfolioFilter, slug: string): boolean {
  return filter === ALL_SERVICES || filter === slug;
}
