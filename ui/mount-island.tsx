import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { fromIslandJson } from "./island";

/** Marks the page once the island is interactive (tests, and anything else, can wait for it). */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.island = "ready";
  }, []);
  return children;
}

/** Hydrates the island `name` of this page with the props the server rendered it with (ui/island.tsx). */
export function mountIsland<Props extends object>(name: string, Component: ComponentType<Props>): void {
  const element = document.querySelector(`[data-island="${name}"]`);
  const json = document.querySelector(`script[data-island-props="${name}"]`)?.textContent;
  if (!element || !json) return;
  const props = fromIslandJson<Props>(json);
  // As a transition, React hydrates in slices that yield to the browser: a tap or a scroll is never held up by one
  // long task (as React Router's own client entry does).
  startTransition(() => {
    hydrateRoot(
      element,
      <Ready>
        <Component {...props} />
      </Ready>,
    );
  });
}
