import { useMemo } from "react";
import { catalogueOf, type Catalogue } from "../catalogue";
import { useServiceFacts } from "./studio-facts";

/**
 * The services as this request's page shows them: the facts staff set with their copy. Pages and components read
 * prices, durations, packages and states only through this.
 */
export function useCatalogue(): Catalogue {
  const facts = useServiceFacts();
  return useMemo(() => catalogueOf(facts), [facts]);
}
