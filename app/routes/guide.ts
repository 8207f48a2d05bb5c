import type { Route } from "./+types/guide";
import { downloadableGuides, isGuideName } from "~/features/content-pages/aftercare";
import { renderAftercareGuide } from "~/features/content-pages/aftercare-guide-document";

/** A download, not a page: a standalone HTML guide the client can keep, print or save as a PDF. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isGuideName(params.guide)) {
    return new Response("No such guide. The aftercare guides are on /policies#aftercare.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { filename } = downloadableGuides[params.guide];
  return new Response(renderAftercareGuide(params.guide, await context.currentStudio()), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
