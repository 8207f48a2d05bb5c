import type { Route } from "./+types/unsubscribe";
import { formPageHeaders, LinkNotFound } from "~/app/site/link-pages";
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

export const headers = formPageHeaders;

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
  return (
    <LinkNotFound error={error} id="unsubscribe-error-title" heading={unsubscribeMessages.notFound}>
      {(studio) => (
        <>
          It may be incomplete: please open it again from your email. Or write to{" "}
          <a href={`mailto:${studio.email}?subject=Unsubscribe`} className="font-semibold text-plum-700 underline">
            {studio.email}
          </a>{" "}
          and we'll take you off the list.
        </>
      )}
    </LinkNotFound>
  );
}
