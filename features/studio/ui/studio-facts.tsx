import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { ServiceFacts } from "../catalogue-types";
import { serviceFacts as seedServiceFacts } from "../service-facts";
import { defaultStudio, type Studio } from "~/content/studio";

/**
 * The studio's identity (STUDIO_* settings) and the services' facts as staff set them (DESIGN 9), read on every
 * request by the root loader and handed down by app/root.tsx: components of any feature read them here, so no
 * feature and nothing in ui/ reaches up into the root loader. Outside a provider (a test, an island) they are the
 * seeds. Only facts travel, and this module holds no prose: the root route (every page) reads it.
 */
const StudioFacts = createContext<{ studio: Studio; serviceFacts: readonly ServiceFacts[] }>({
  studio: defaultStudio,
  serviceFacts: seedServiceFacts,
});

export function StudioFactsProvider({ studio, serviceFacts, children }: { studio: Studio; serviceFacts: readonly ServiceFacts[]; children: ReactNode }) {
  const value = useMemo(() => ({ studio, serviceFacts }), [studio, serviceFacts]);
  return <StudioFacts value={value}>{children}</StudioFacts>;
}

/** The studio's identity as the server configured it. */
export function useStudio(): Studio {
  return useContext(StudioFacts).studio;
}

/** The services' facts alone (no copy): for pages that show prices but no prose. */
export function useServiceFacts(): readonly ServiceFacts[] {
  return useContext(StudioFacts).serviceFacts;
}
