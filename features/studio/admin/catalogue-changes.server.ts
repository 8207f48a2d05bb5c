import type { Database } from "~/db/client.server";
import { serviceChangeSchema } from "../service-changes";
import { studioFactsChangeSchema } from "../studio-facts";
import { changeService } from "../catalogue.server";
import { changeStudioFacts } from "../studio-facts.server";
import type { LaunchSettings } from "../launch/launches.server";
import { messages, parseForm } from "~/lib/forms";
import { invalid, namedUseCase, refuse } from "~/lib/use-case";
import { parseServiceForm } from "./service-form";

/*
 * The Services tab (POST /admin/services/:slug, /admin/studio-facts) and the staff API (PATCH /api/services/:slug,
 * /api/studio-facts) change the catalogue through these, so the rules and the audit are written once. Every change
 * shows on public pages at once: the page cache is cleared (on every instance, docs/decisions/0045).
 */

export interface CatalogueContext {
  db: Database;
  /** A service made live from coming soon is launched from its waitlist (docs/decisions/0020). */
  launch: LaunchSettings;
  contentChanged: () => void;
}

type Staff = { username: string };

export const catalogueRefusals = { noSuchService: "No such service." } as const;

/** One service's new facts: the API sends pence, the dashboard's form pounds as typed. */
export const submitServiceChange = namedUseCase(
  "catalogue.change-service",
  async (context: CatalogueContext, staff: Staff, request: { slug: string; from: "api" | "dashboard"; payload: unknown }) => {
    let change;
    if (request.from === "api") {
      const parsed = parseForm(serviceChangeSchema, request.payload);
      if (!parsed.success) return invalid(parsed.error);
      change = parsed.data;
    } else {
      const parsed = parseServiceForm(request.payload);
      if (!parsed.success) return invalid({ message: messages.invalidForm, fieldErrors: parsed.fieldErrors });
      change = parsed.data;
    }
    const result = await changeService(context.db, request.slug, change, staff.username, context.launch);
    if (result.outcome === "not-found") return refuse("not-found", "not-found", catalogueRefusals.noSuchService);
    if (result.outcome === "invalid") return invalid({ message: messages.invalidForm, fieldErrors: result.fieldErrors });
    context.contentChanged();
    return { ok: true as const, facts: result.facts };
  },
);

/** Studio-wide facts (the accessibility statement's review date, the licence). */
export const submitStudioFacts = namedUseCase("catalogue.studio-facts", async (context: Pick<CatalogueContext, "db" | "contentChanged">, staff: Staff, payload: unknown) => {
  const parsed = parseForm(studioFactsChangeSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  const facts = await changeStudioFacts(context.db, parsed.data, staff.username);
  context.contentChanged();
  return { ok: true as const, facts };
});
