import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default browser entry. It is imported only once the browser has painted the server's HTML
 * (app/paint-first.server.ts, docs/decisions/0022), so it hydrates at once.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
