import type { Route } from "./+types/review";
import { formPageHeaders, LinkNotFound } from "~/app/site/link-pages";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { reviewMessages } from "~/features/reviews";
import { reviewPageAction, reviewPageLoader } from "~/features/reviews/review-pages.server";
import { ReviewPanel } from "~/features/reviews/ui/review-panel";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/** A review request's rating page (issue 24, docs/decisions/0065): a plain form, no React, kept out of search and caches. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => reviewPageLoader(args);
export const action = reviewPageAction;

export const headers = formPageHeaders;

// No canonical or og:url: the page's only address holds the token. A link that opens nothing gets its title from
// the error boundary, which writes its own <title>: a second here would leave the page with two.
export const meta: Route.MetaFunction = ({ matches, error }) => [
  ...(error
    ? []
    : [
        { title: titleWithStudio("How Did It Go?", rootData(matches).studio.name) },
        { name: "description", content: "Rate your visit and tell us how it went." },
      ]),
  { name: "referrer", content: "same-origin" },
];

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-16">
      <ReviewPanel page={actionData ?? loaderData} />
    </div>
  );
}

/** A link that opens nothing (mistyped, cut short, or erased): said kindly. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkNotFound error={error} id="review-error-title" heading={reviewMessages.notFound}>
      {(studio) => (
        <>
          It may be incomplete: please open it again from your email, or write to{" "}
          <a href={`mailto:${studio.email}`} className="font-semibold text-plum-700 underline">
            {studio.email}
          </a>
          .
        </>
      )}
    </LinkNotFound>
  );
}
