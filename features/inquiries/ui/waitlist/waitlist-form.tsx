import { modelingAnswers } from "~/features/inquiries/inquiry-forms";
import { EnhancedForm } from "~/ui/forms/enhanced-form";
import { FormError } from "~/ui/forms/form-error";
import { formView, serverFaultMessage, type FormResult } from "~/ui/forms/form-result";
import { SelectField } from "~/ui/forms/select-field";
import { SubmitButton } from "~/ui/forms/submit-button";
import type { WaitlistPage } from "~/features/inquiries/waitlist-pages";
import { MarketingOptIn, marketingChoicesFrom } from "~/features/marketing";
import { PersonFields } from "./person-fields";

const modelingLabels: Record<(typeof modelingAnswers)[number], string> = {
  yes: "Yes, I'd love to",
  no: "No, thank you",
  maybe: "Maybe, tell me more",
};
const modelingOptions = modelingAnswers.map((value) => ({ value, label: modelingLabels[value] }));

/** The form of the four service waitlists; the service travels in a hidden field. */
export function WaitlistForm({ page, result }: { page: WaitlistPage; result: FormResult | undefined }) {
  const { errors, values, message } = formView(result, serverFaultMessage);
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
      <EnhancedForm action={page.path} failureToast={page.toasts.failure}>
        <input type="hidden" name="service" value={page.service.slug} />
        <PersonFields values={values} errors={errors} />
        <SelectField
          name="interestedInModeling"
          label="Would you be interested in a FREE modelling session?"
          description="Models help our team prepare with a free treatment. Saying yes doesn't commit you to anything."
          options={modelingOptions}
          defaultValue={values.interestedInModeling ?? "yes"}
          errors={errors.interestedInModeling}
        />
        <MarketingOptIn checked={marketingChoicesFrom(values)} />
        <FormError message={message} details={serviceError ? [serviceError] : []} failureMessage={serverFaultMessage} />
        <SubmitButton pendingLabel="Joining Waitlist...">
          Join the Waitlist
        </SubmitButton>
      </EnhancedForm>
    </section>
  );
}
