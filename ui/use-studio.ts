import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { defaultStudio, type Studio } from "~/features/studio";

/** The studio's identity as the server configured it (STUDIO_* settings), for components of any feature. */
export function useStudio(): Studio {
  return useRouteLoaderData<typeof rootLoader>("root")?.studio ?? defaultStudio;
}
