import { portfolioFilterHref } from "~/features/content-pages/portfolio-filter";
import { portfolioStatusText, showsPortfolioBlock } from "~/features/content-pages/portfolio-results";

/**
 * The portfolio's filter links (data-portfolio-filter) filter in place: the blocks the server rendered
 * (data-portfolio-block) are shown or hidden by the same rule the page used, the hidden status line says what is
 * on show, and the address follows without a new history entry.
 */
export function enhancePortfolioFilter(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>("a[data-portfolio-filter]")];
  const blocks = [...doc.querySelectorAll<HTMLElement>("[data-portfolio-block]")];
  const status = doc.querySelector<HTMLElement>("[data-portfolio-status]");
  const view = doc.defaultView;
  if (links.length === 0 || !view) return;

  for (const link of links) {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const filter = link.dataset.portfolioFilter ?? "";
      for (const other of links) {
        if (other === link) other.setAttribute("aria-current", "true");
        else other.removeAttribute("aria-current");
      }
      for (const block of blocks) {
        block.hidden = !showsPortfolioBlock(filter, block.dataset.portfolioBlock ?? "", block.dataset.photos === "true");
      }
      if (status) status.textContent = portfolioStatusText(link.textContent?.trim() ?? "");
      view.history.replaceState(view.history.state, "", portfolioFilterHref(filter));
    });
  }
}
