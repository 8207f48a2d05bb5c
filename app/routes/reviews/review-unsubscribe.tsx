import type { Route } from "./+types/review-unsubscribe";
import { formPageHeaders } from "~/app/site/link-pages";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { reviewUnsubscribeAction, reviewUnsubscribeLoader } from "~/features/reviews/review-pages.server";
import { ReviewUnsubscribePanel } from "~/features/reviews/ui/review-unsubscribe-panel";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/**
 * A review email's unsubscribe link (RFC 8058: List-Unsubscribe points here): GET asks, POST (the button, or a mail
 * app's one click) does it. A plain form, no React, kept out of search and caches.
 */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = (args: Route.LoaderArgs) => reviewUnsubscribeLoader(args);
export const action = reviewUnsubscribeAction;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Unsubscribe", rootData(matches).studio.name) },
  { name: "referrer", content: "same-origin" },
];

export default function ReviewUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-16">
      <ReviewUnsubscribePanel page={actionData ?? loaderData} />
    </div>
  );
}

export { ErrorBoundary } from "./review";
