import { Link, useLocation } from "react-router";
import type { Route } from "./+types/waitlist";
import { pageMeta } from "~/app/seo";
import { answerSubmission, formHeaders, resultToast } from "~/app/components/forms/form-result";
import { FormRegion } from "~/app/components/forms/form-region";
import { AboutCard } from "~/app/components/waitlist/about-card";
import { BenefitCards } from "~/app/components/waitlist/benefit-cards";
import { WaitlistForm } from "~/app/components/waitlist/waitlist-form";
import { WaitlistHero } from "~/app/components/waitlist/waitlist-hero";
import { WaitlistThankYou } from "~/app/components/waitlist/waitlist-thank-you";
import { waitlistPageForPath, type WaitlistPage } from "~/app/waitlist-pages";
import { submitWaitlist } from "~/domain/public-forms.server";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** No React in the browser: the form posts to `action`, and app/enhance/public-forms.ts does it in the background. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

/** Four paths share this module (app/routes.ts); the path picks the service. */
function pageFor(pathname: string): WaitlistPage {
  const page = waitlistPageForPath(pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  pageFor(new URL(request.url).pathname);
  return answerSubmission(await request.formData(), (payload) => submitWaitlist(context.db, context.visitor, payload, undefined, context.emailContext));
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const page = waitlistPageForPath(location.pathname);
  return page ? pageMeta(matches, { title: page.metaTitle, description: page.metaDescription, path: page.path }) : [];
};

export default function Waitlist({ actionData }: Route.ComponentProps) {
  const page = pageFor(useLocation().pathname);
  return (
    <div className="container-page py-10 sm:py-14">
      <WaitlistHero page={page} />
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <BenefitCards title="Why join the waitlist?" benefits={page.benefits} />
        </div>
        <FormRegion
          id="waitlist-form-region"
          toast={resultToast(actionData, page.toasts)}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {actionData?.status === "success" ? (
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
          ) : (
            <WaitlistForm page={page} result={actionData} />
          )}
        </FormRegion>
        <div className="lg:col-start-1 lg:row-start-2">
          <AboutCard service={page.service} />
        </div>
      </div>
    </div>
  );
}
