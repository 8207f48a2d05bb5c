import type { Route } from "./+types/book-tell-me";
import { formPageHeaders } from "~/app/site/link-pages";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { tellMePageAction, tellMePageLoader } from "~/features/booking/offers/time-request-pages.server";
import { TellMeForm } from "~/features/booking/ui/offers/time-request-views";
import { notForSearch, titleWithStudio } from "~/ui/seo";

/** /book's "tell me when a time frees" (docs/decisions/0064): a plain form, no React in the browser. */
export const handle = { ...withoutReact, ...notForSearch };
export const clientLoader = loadAsDocument;
export const loader = tellMePageLoader;
export const action = tellMePageAction;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithStudio("Ask to be told when a time frees", rootData(matches).studio.name) },
  { name: "description", content: "Tell us the days and time of day you'd like, and we'll email you first when a time frees." },
];

export default function BookTellMe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-10 sm:py-16">
      <TellMeForm page={loaderData} answer={actionData} />
    </div>
  );
}
