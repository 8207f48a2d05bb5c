import type { Route } from "./+types/book-offer";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { offerPageLoader } from "~/features/booking/offers/time-request-pages.server";
import { OfferGone } from "~/features/booking/ui/offers/time-request-views";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/** A freed time's link (docs/decisions/0064): on to /book at the held time, or why it is no longer held. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = offerPageLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("A time held for you", rootData(matches).studio.name) },
  { name: "referrer", content: "same-origin" },
];

export default function BookOffer({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-10 sm:py-16">
      <OfferGone page={loaderData} />
    </div>
  );
}
