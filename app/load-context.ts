import type { Database } from "~/db/client.server";
import type { Studio } from "~/content/studio";
import type { Visitor } from "~/domain/public-forms.server";

/** What the server hands every loader and action (see server/pages.server.ts). */
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    studio: Studio;
    cspNonce: string;
    /** Who is asking, for the throttle that page form actions share with the API. */
    visitor: Visitor;
    /** Scheme and host that canonical links and sitemaps use, e.g. https://example.com */
    origin: string;
  }
}

export {};
