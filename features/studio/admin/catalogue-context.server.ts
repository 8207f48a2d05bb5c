import type { Database } from "~/db/client.server";
import type { LaunchSettings } from "../launch/launches.server";

/*
 * The Services tab (POST /admin/services/:slug, /admin/studio-facts) and the staff API (PATCH /api/services/:slug,
 * /api/studio-facts) change the catalogue through submit-service-change and submit-studio-facts, which share these,
 * so the rules and the audit are written once. Every change shows on public pages at once: the page cache is cleared
 * (on every instance, docs/decisions/0045).
 */

export interface CatalogueContext {
  db: Database;
  /** A service made live from coming soon is launched from its waitlist (docs/decisions/0020). */
  launch: LaunchSettings;
  contentChanged: () => void;
}

export type Staff = { username: string };
