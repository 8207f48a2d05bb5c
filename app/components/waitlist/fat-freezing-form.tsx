import { Form, Link } from "react-router";
import { FAT_FREEZING_SERVICE, fatFreezingWaitlistSchema } from "~/domain/forms";
import { CheckboxField } from "~/app/components/forms/checkbox-field";
import { FormError } from "~/app/components/forms/form-error";
import type { FormResult } from "~/app/components/forms/form-result";
import { HoneypotField } from "~/app/components/forms/honeypot-field";
import { SubmitButton } from "~/app/components/forms/submit-button";
import { useValidatedForm } from "~/app/components/forms/use-validated-form";
import { MarketingConsentField } from "./marketing-consent-field";
import { PersonFields } from "./person-fields";

/** Spec section 8: the fat-freezing page also says this beside the button when sending fails. */
export const fatFreezingFailureText = "Something went wrong. Please try again.";

/**
 * The Ice Sculpt model waitlist: the modeling answer is fixed to yes. Its box is shown ticked and read-only so
 * everyone, screen reader users included, knows what they are signing up for; a hidden field sends the answer.
 */
export function FatFreezingForm({ result }: { result: FormResult | undefined }) {
  const { formRef, onSubmit, errors, values, pending, formMessage } = useValidatedForm(fatFreezingWaitlistSchema, result, {
    failureMessage: fatFreezingFailureText,
  });
  const hiddenFieldErrors = [...(errors.service ?? []), ...(errors.interestedInModeling ?? [])];
  return (
    <section aria-labelledby="waitlist-form-title" className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="waitlist-form-title" className="text-3xl font-semibold">
        Join the model waitlist
      </h2>
      <p className="mt-2 text-muted">
        Leave your details and you'll be the first to know when The Ice Sculpt launches, and when modeling sessions
        open. Fields marked with an asterisk (*) are required.
      </p>
      <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="relative mt-6 grid gap-5">
        <HoneypotField />
        <input type="hidden" name="service" value={FAT_FREEZING_SERVICE} />
        <input type="hidden" name="interestedInModeling" value="yes" />
        <PersonFields values={values} errors={errors} />
        <CheckboxField
          checked
          readOnly
          aria-readonly="true"
          label="I'm interested in a FREE modeling session"
          description={
            <>
              This waitlist is for models, so this box stays ticked. Rather not model? Join the{" "}
              <Link to="/ice-sculpt-waitlist" className="font-medium text-plum-700 underline underline-offset-2">
                Ice Sculpt waitlist
              </Link>{" "}
              instead.
            </>
          }
        />
        <MarketingConsentField defaultChecked={values.marketingConsent === "on"} />
        <FormError message={formMessage} details={hiddenFieldErrors} />
        <SubmitButton pending={pending} pendingLabel="Joining Waitlist...">
          Join the Waitlist
        </SubmitButton>
      </Form>
    </section>
  );
}
