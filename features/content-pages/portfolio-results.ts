import { ALL_SERVICES, matchesPortfolioFilter, type PortfolioFilter } from "./portfolio-filter";

/**
 * Whether a service's block shows under a filter: its gallery when it has photos; without photos, a short note
 * that they are on their way, but only when that service alone is chosen.
 */
export function showsPortfolioBlock(filter: PortfolioFilter, slug: string, hasPhotos: boolean): boolean {
  return matchesPortfolioFilter(filter, slug) && (hasPhotos || filter !== ALL_SERVICES);
}

/** The hidden status line that tells screen reader users which results are on show. */
export function portfolioStatusText(filterLabel: string): string {
  return `Showing ${filterLabel}`;
}
