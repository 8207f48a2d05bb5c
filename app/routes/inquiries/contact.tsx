import type { Route } from "./+types/contact";
import { useStudio } from "~/features/studio";
import { pageMeta } from "~/app/site/route-meta";
import { ContactAside } from "~/features/inquiries/ui/contact/contact-aside";
import { ContactForm } from "~/features/inquiries/ui/contact/contact-form";
import { ContactInfoCards } from "~/features/inquiries/ui/contact/contact-info-cards";
import { ContactThankYou } from "~/features/inquiries/ui/contact/contact-thank-you";
import { answerSubmission, formHeaders, resultToast, type ResultToasts } from "~/ui/forms/form-result";
import { FormRegion } from "~/ui/forms/form-region";
import { useFormResult } from "~/ui/forms/use-form-result";
import { submitContact } from "~/features/inquiries/submit-contact.server";
import { serves } from "~/lib/use-case";
import { loadAsDocument, noLoaderData, withoutReact } from "~/app/hydration";

/** No React in the browser: the form posts to `action`, and app/enhance/public-forms.ts does it in the background. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;
export const loader = noLoaderData;

export const action = serves([submitContact], async ({ request, context }: Route.ActionArgs) =>
  answerSubmission(request, (payload) => submitContact(context.db, context.visitor, payload, context.emailContext)),
);

export const headers: Route.HeadersFunction = formHeaders;

const path = "/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description:
      (studio) => `Email, call or visit ${studio} in London, see our opening hours, or send us a message: we reply within 24 hours.`,
    path,
  });

const toasts: ResultToasts = {
  success: { title: "Message sent successfully!", description: "We'll get back to you within 24 hours." },
  failure: { title: "Failed to send message", description: "Please try again or contact us directly." },
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const result = useFormResult(actionData);
  const studio = useStudio();
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-semibold tracking-wide text-plum-700 uppercase">Contact</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Get in touch</h1>
        <p className="mt-4 text-lg text-muted">
          A question about a treatment, a patch test or a gift for someone special? Send us a message, call or pop in:
          our certified team is always happy to help.
        </p>
      </header>
      <div className="mt-12">
        <ContactInfoCards studio={studio} />
      </div>
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <FormRegion id="contact-form-region" toast={resultToast(result, toasts)}>
          {result?.status === "success" ? (
            <ContactThankYou formPath={path} />
          ) : (
            <ContactForm action={path} result={result} toasts={toasts} />
          )}
        </FormRegion>
        <ContactAside studio={studio} />
      </div>
    </div>
  );
}
