import type { Route } from "./+types/book-tell-me-request";
import { formPageHeaders } from "~/app/site/link-pages";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { requestPageAction, requestPageLoader } from "~/features/booking/offers/time-request-pages.server";
import { RequestPanel } from "~/features/booking/ui/offers/time-request-views";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/** Her request's own link (docs/decisions/0064): see it, or withdraw it with the button (GET changes nothing). */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = requestPageLoader;
export const action = requestPageAction;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Your request to be told", rootData(matches).studio.name) },
  { name: "referrer", content: "same-origin" },
];

export default function BookTellMeRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-10 sm:py-16">
      <RequestPanel page={actionData ?? loaderData} />
    </div>
  );
}
