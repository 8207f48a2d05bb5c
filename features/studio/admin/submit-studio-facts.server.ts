import { studioFactsChangeSchema } from "../studio-facts";
import { changeStudioFacts } from "../studio-facts.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase } from "~/lib/use-case";
import type { CatalogueContext, Staff } from "./catalogue-context.server";

/** Studio-wide facts (the accessibility statement's review date, the licence). */
export const submitStudioFacts = namedUseCase("catalogue.studio-facts", async (context: Pick<CatalogueContext, "db" | "contentChanged">, staff: Staff, payload: unknown) => {
  const parsed = parseForm(studioFactsChangeSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  const facts = await changeStudioFacts(context.db, parsed.data, staff.username);
  context.contentChanged();
  return { ok: true as const, facts };
});
