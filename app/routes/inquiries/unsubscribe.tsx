import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { ServerErrorPage } from "~/app/site/error-page";
import { useStudio } from "~/features/studio";
import { notForSearch, titleWithStudio } from "~/ui/seo";
import { rootData } from "~/app/site/route-meta";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { unsubscribePageAction, unsubscribePageLoader } from "~/features/inquiries/unsubscribe/unsubscribe-page.server";
import { UnsubscribePanel } from "~/features/inquiries/ui/unsubscribe/unsubscribe-panel";
import { unsubscribeMessages } from "~/features/inquiries/unsubscribe/unsubscribe-link";

/** A waitlist email's unsubscribe link (docs/decisions/0015): a plain form, no React, kept out of search and caches. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;

export const loader = (args: Route.LoaderArgs) => unsubscribePageLoader(args);
export const action = unsubscribePageAction;

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders && [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders);
}

// No canonical or og:url: the page's only address holds the token.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Unsubscribe", rootData(matches).studio.name) },
  { name: "description", content: "Stop emails about a waitlist." },
  { name: "referrer", content: "same-origin" },
];

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-16">
      <UnsubscribePanel page={actionData ?? loaderData} />
    </div>
  );
}

/** A link that opens nothing (mistyped, cut short, or its entry erased): said kindly, with the way to reach us. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const studio = useStudio();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return (
    <section className="container-page py-20 text-center" aria-labelledby="unsubscribe-error-title">
      <title>{titleWithStudio("Link Not Found", studio.name)}</title>
      <h1 id="unsubscribe-error-title" className="text-4xl font-semibold">
        {unsubscribeMessages.notFound}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        It may be incomplete: please open it again from your email. Or write to{" "}
        <a href={`mailto:${studio.email}?subject=Unsubscribe`} className="font-semibold text-plum-700 underline">
          {studio.email}
        </a>{" "}
        and we'll take you off the list.
      </p>
      <p className="mt-8">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
