import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, type HeadersArgs } from "react-router";
import { useStudio } from "~/features/studio";
import { titleWithStudio } from "~/ui/seo";
import { ServerErrorPage } from "./error-page";

/**
 * What the pages that an emailed link or a form opens share: their headers and the page a link that opens nothing
 * gets (mistyped, cut short, or what it named erased).
 */

/** The action's headers when it answered (no-store on a refusal, say), the thrown answer's on an error, else the loader's. */
export function formPageHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  return errorHeaders ?? (actionHeaders && [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders);
}

/** A 404 from the link's loader, said kindly with the way to reach us (`children`); anything else is our fault. */
export function LinkNotFound({ error, id, heading, children }: { error: unknown; id: string; heading: string; children: (studio: ReturnType<typeof useStudio>) => ReactNode }) {
  const studio = useStudio();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return (
    <section className="container-page py-20 text-center" aria-labelledby={id}>
      <title>{titleWithStudio("Link Not Found", studio.name)}</title>
      <h1 id={id} className="text-4xl font-semibold">
        {heading}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{children(studio)}</p>
      <p className="mt-8">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
