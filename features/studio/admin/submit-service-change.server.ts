import { serviceChangeSchema } from "../service-changes";
import { changeService } from "../catalogue.server";
import { messages, parseForm } from "~/lib/forms";
import { invalid, namedUseCase, refuse } from "~/lib/use-case";
import { parseServiceForm } from "./service-form";
import type { CatalogueContext, Staff } from "./catalogue-context.server";

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
