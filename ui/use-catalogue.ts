import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { catalogueOf, seedCatalogue, serviceFacts, type Catalogue, type ServiceFacts } from "~/features/studio";

/**
 * The services as this request's page shows them: the facts staff set (read by the root loader on every request,
 * DESIGN 9) with their copy. Pages and components read prices, durations, packages and states only through this.
 */
export function useCatalogue(): Catalogue {
  const facts = useRouteLoaderData<typeof rootLoader>("root")?.serviceFacts;
  return useMemo(() => (facts ? catalogueOf(facts) : seedCatalogue), [facts]);
}

/** The services' facts alone (no copy), as the root loader read them: for pages that show prices but no prose. */
export function useServiceFacts(): readonly ServiceFacts[] {
  return useRouteLoaderData<typeof rootLoader>("root")?.serviceFacts ?? serviceFacts;
}
