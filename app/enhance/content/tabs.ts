import { rovingTarget } from "~/lib/roving-focus";

/**
 * Turns server-rendered category links (data-tabs: links with data-tab, panels with data-tab-panel) into the
 * WAI-ARIA tabs pattern: roving tabindex, arrows/Home/End select and focus, a click switches without loading a
 * page, and the address follows (replaceState) so a reload or a shared link opens the same tab.
 */
export function enhanceTabs(doc: Document): void {
  doc.querySelectorAll<HTMLElement>("[data-tabs]").forEach(enhanceTabSet);
}

function enhanceTabSet(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>("[data-tabs-list]");
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>("a[data-tab]")];
  const panels = tabs.map((tab) => root.querySelector<HTMLElement>(`[data-tab-panel="${tab.dataset.tab}"]`));
  if (!list || tabs.length === 0 || panels.some((panel) => panel === null)) return;
  const view = root.ownerDocument.defaultView;

  const show = (chosen: number) => {
    tabs.forEach((tab, index) => {
      const on = index === chosen;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      panels[index]!.hidden = !on;
    });
  };
  const select = (chosen: number) => {
    show(chosen);
    view?.history.replaceState(view.history.state, "", tabs[chosen]!.href);
  };

  list.setAttribute("role", "tablist");
  tabs.forEach((tab, index) => {
    const panel = panels[index]!;
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-controls", panel.id);
    tab.removeAttribute("aria-current");
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tab.id);
    panel.tabIndex = 0;
    tab.addEventListener("click", (event) => {
      // A modified click still opens the category in a new tab or window, as any link would.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      select(index);
    });
  });
  list.addEventListener("keydown", (event) => {
    const current = tabs.indexOf(event.target as HTMLAnchorElement);
    if (current === -1) return;
    // A link scrolls the page on Space; a tab is chosen by it.
    const next = event.key === " " ? current : rovingTarget(event.key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs[next]!.focus();
  });

  show(Math.max(0, panels.findIndex((panel) => !panel!.hidden)));
}
