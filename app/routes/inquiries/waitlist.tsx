import { Link, useLocation } from "react-router";
import type { Route } from "./+types/waitlist";
import { pageMeta } from "~/app/site/route-meta";
import { catalogueIn } from "~/app/site/route-catalogue";
import { useCatalogue, type Catalogue } from "~/features/studio";
import { answerSubmission, formHeaders } from "~/ui/forms/form-result";
import { useFormResult } from "~/ui/forms/use-form-result";
import { WaitlistForm } from "~/features/inquiries/ui/waitlist/waitlist-form";
import { WaitlistLayout } from "~/features/inquiries/ui/waitlist/waitlist-layout";
import { WaitlistThankYou } from "~/features/inquiries/ui/waitlist/waitlist-thank-you";
import { waitlistPageForPath, waitlistPaths, type WaitlistPage } from "~/features/inquiries/waitlist-pages";
import { submitWaitlist } from "~/features/inquiries/submit-waitlist.server";
import { serves } from "~/lib/use-case";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** No React in the browser: the form posts to `action`, and app/enhance/public-forms.ts does it in the background. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

/** Four paths share this module (app/routes.ts); the path picks the service. */
function pageFor(pathname: string, catalogue: Catalogue): WaitlistPage {
  const page = waitlistPageForPath(pathname, catalogue);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export const action = serves([submitWaitlist], async ({ request, context }: Route.ActionArgs) => {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (!waitlistPaths.some((known) => known === path)) throw new Response("Not Found", { status: 404 });
  return answerSubmission(request, (payload) => submitWaitlist(context.db, context.visitor, payload, undefined, context.emailContext));
});

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = waitlistPageForPath(location.pathname, catalogueIn(matches));
  return page ? pageMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: page.path }) : [];
};

export default function Waitlist({ actionData }: Route.ComponentProps) {
  const result = useFormResult(actionData);
  const page = pageFor(useLocation().pathname, useCatalogue());
  return (
    <WaitlistLayout
      page={page}
      result={result}
      form={<WaitlistForm page={page} result={result} />}
      thankYou={
        <WaitlistThankYou
          page={page}
          actions={
            <>
              <Link to="/" className="btn-secondary">
                Back to Home
              </Link>
              <Link to="/services" className="btn-primary">
                Explore Other Services
              </Link>
            </>
          }
        />
      }
    />
  );
}
