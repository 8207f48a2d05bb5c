import { Link } from "react-router";
import type { Route } from "./+types/fat-freezing-waitlist";
import { pageMeta } from "~/app/site/route-meta";
import { catalogueIn } from "~/app/site/route-catalogue";
import { BackToFormLink } from "~/ui/forms/back-to-form-link";
import { answerSubmission, formHeaders } from "~/ui/forms/form-result";
import { useFormResult } from "~/ui/forms/use-form-result";
import { FatFreezingForm } from "~/features/inquiries/ui/waitlist/fat-freezing-form";
import { WaitlistLayout } from "~/features/inquiries/ui/waitlist/waitlist-layout";
import { WaitlistThankYou } from "~/features/inquiries/ui/waitlist/waitlist-thank-you";
import { fatFreezingPage } from "~/features/inquiries/waitlist-pages";
import { fatFreezingWaitlistSchema } from "~/features/inquiries/inquiry-forms";
import { submitWaitlist } from "~/features/inquiries/submit-waitlist.server";
import { launchLabel, useCatalogue } from "~/features/studio";
import { serves } from "~/lib/use-case";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** No React in the browser: the form posts to `action`, and app/enhance/public-forms.ts does it in the background. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

export const action = serves([submitWaitlist], async ({ request, context }: Route.ActionArgs) =>
  answerSubmission(request, (payload) => submitWaitlist(context.db, context.visitor, payload, fatFreezingWaitlistSchema, context.emailContext)),
);

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = fatFreezingPage(catalogueIn(matches));
  return pageMeta(matches, {
    title: page.metaTitle,
    description:
      `The Ice Sculpt fat freezing at our London studio: ${launchLabel(page.service).toLowerCase()}. Join the model waitlist for first access and the chance of a free modelling session.`,
    path: page.path,
  });
};

export default function FatFreezingWaitlist({ actionData }: Route.ComponentProps) {
  const result = useFormResult(actionData);
  const page = fatFreezingPage(useCatalogue());
  return (
    <WaitlistLayout
      page={page}
      result={result}
      intro={
        <p className="mt-4 max-w-3xl text-lg text-muted">
          Before bookings open, our certified team is inviting models to try {page.service.name} free of charge. Join
          the model waitlist and we'll be in touch with the details; every model has an eligibility check first, so
          the treatment is right for you.
        </p>
      }
      form={<FatFreezingForm page={page} result={result} />}
      thankYou={
        <WaitlistThankYou
          page={page}
          actions={
            <>
              <BackToFormLink href={page.path} className="btn-secondary">
                Refer a Friend
              </BackToFormLink>
              <Link to="/services" className="btn-primary">
                Explore Other Services
              </Link>
            </>
          }
        >
          <p>Know someone who would love it too? Refer a friend and sign them up with their details.</p>
        </WaitlistThankYou>
      }
    />
  );
}
