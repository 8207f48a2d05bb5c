import { Form } from "react-router";
import { modelingAnswers, waitlistSchema } from "~/domain/forms";
import { FormError } from "~/app/components/forms/form-error";
import type { FormResult } from "~/app/components/forms/form-result";
import { HoneypotField } from "~/app/components/forms/honeypot-field";
import { SelectField } from "~/app/components/forms/select-field";
import { SubmitButton } from "~/app/components/forms/submit-button";
import { useValidatedForm } from "~/app/components/forms/use-validated-form";
import type { WaitlistPage } from "~/app/waitlist-pages";
import { MarketingConsentField } from "./marketing-consent-field";
import { PersonFields } from "./person-fields";

const modelingLabels: Record<(typeof modelingAnswers)[number], string> = {
  yes: "Yes, I'd love to",
  no: "No, thank you",
  maybe: "Maybe, tell me more",
};
const modelingOptions = modelingAnswers.map((value) => ({ value, label: modelingLabels[value] }));

/** The form of the four service waitlists; the service travels in a hidden field. */
export function WaitlistForm({ page, result }: { page: WaitlistPage; result: FormResult | undefined }) {
  const { formRef, onSubmit, errors, values, pending, formMessage } = useValidatedForm(waitlistSchema, result);
  const serviceError = errors.service?.[0];
  return (
    <section aria-labelledby="waitlist-form-title" className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="waitlist-form-title" className="text-3xl font-semibold">
        Join the waitlist
      </h2>
      <p className="mt-2 text-muted">
        Leave your details and you'll be the first to know when {page.service.name} {page.arrival}. Fields marked with
        an asterisk (*) are required.
      </p>
      <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="relative mt-6 grid gap-5">
        <HoneypotField />
        <input type="hidden" name="service" value={page.service.slug} />
        <PersonFields values={values} errors={errors} />
        <SelectField
          name="interestedInModeling"
          label="Would you be interested in a FREE modeling session?"
          description="Models help our team prepare with a free treatment. Saying yes doesn't commit you to anything."
          options={modelingOptions}
          defaultValue={values.interestedInModeling ?? "yes"}
          errors={errors.interestedInModeling}
        />
        <MarketingConsentField defaultChecked={values.marketingConsent === "on"} />
        <FormError message={formMessage} details={serviceError ? [serviceError] : []} />
        <SubmitButton pending={pending} pendingLabel="Joining Waitlist...">
          Join the Waitlist
        </SubmitButton>
      </Form>
    </section>
  );
}
