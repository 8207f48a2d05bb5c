import { enhanceBlogSearch } from "./content/blog-search";
import { enhanceCarousels } from "./content/carousel";
import { enhanceDialogs } from "./content/gallery-dialog";
import { enhancePortfolioFilter } from "./content/portfolio-filter";
import { enhanceShare } from "./content/share";
import { enhanceTabs } from "./content/tabs";

/** Enhancements of the content pages (home, services, portfolio, blog): each looks for its own markup. */
export function enhanceContentPages(doc: Document): void {
  enhanceCarousels(doc);
  enhanceTabs(doc);
  enhancePortfolioFilter(doc);
  enhanceDialogs(doc);
  enhanceBlogSearch(doc);
  enhanceShare(doc);
}
