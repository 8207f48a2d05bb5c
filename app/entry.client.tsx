import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default browser entry, started once the browser has painted the server's HTML: every page that
 * hydrates (the staff dashboard) arrives whole from the server, so its first paint need not wait for hydration's
 * work, and on a slow phone it does not (docs/decisions/0022).
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The frame after the next one: the server's HTML has been painted by then.
requestAnimationFrame(() => setTimeout(hydrate, 0));
