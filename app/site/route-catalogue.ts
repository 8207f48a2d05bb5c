import { catalogueOf, seedCatalogue, type Catalogue, type ServiceFacts } from "~/features/studio";

type MatchWithData = { id: string; data?: unknown } | undefined;

/**
 * The services as the root loader read them (DESIGN 9), for a route's `meta`; components use useCatalogue(). Apart
 * from route-meta.ts, which every page's `meta` imports: the catalogue's prose comes only to the pages that say it.
 */
export function catalogueIn(matches: readonly MatchWithData[]): Catalogue {
  const root = matches.find((match) => match?.id === "root")?.data as { serviceFacts?: ServiceFacts[] } | undefined;
  return root?.serviceFacts ? catalogueOf(root.serviceFacts) : seedCatalogue;
}

