import { Link } from "react-router";
import { FAT_FREEZING_SERVICE } from "~/features/inquiries/inquiry-forms";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { EnhancedForm } from "~/ui/forms/enhanced-form";
import { FormError } from "~/ui/forms/form-error";
import { formView, type FormResult } from "~/ui/forms/form-result";
import { SubmitButton } from "~/ui/forms/submit-button";
import type { WaitlistPage } from "~/features/inquiries/waitlist-pages";
import { MarketingOptIn, marketingChoicesFrom } from "~/features/marketing";
import { PersonFields } from "./person-fields";

/** Spec section 8: the fat-freezing page also says this beside the button when sending fails. */
export const fatFreezingFailureText = "Something went wrong. Please try again.";

/**
 * The Ice Sculpt model waitlist: only for people who would model, so its box starts ticked and is required. What
 * the box shows is what is sent: unticked, nothing is stored and the box says why (with or without JavaScript).
 */
export function FatFreezingForm({ page, result }: { page: WaitlistPage; result: FormResult | undefined }) {
  const { errors, values, message } = formView(result, fatFreezingFailureText);
  const hiddenFieldErrors = errors.service ?? [];
  return (
    <section aria-labelledby="waitlist-form-title" className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="waitlist-form-title" className="text-3xl font-semibold">
        Join the model waitlist
      </h2>
      <p className="mt-2 text-muted">
        Leave your details and you'll be the first to know when The Ice Sculpt launches, and when modelling sessions
        open. Fields marked with an asterisk (*) are required.
      </p>
      <EnhancedForm action={page.path} failureToast={page.toasts.failure}>
        <input type="hidden" name="service" value={FAT_FREEZING_SERVICE} />
        <PersonFields values={values} errors={errors} />
        <CheckboxField
          name="interestedInModeling"
          value="yes"
          required
          defaultChecked={result === undefined || values.interestedInModeling === "yes"}
          errors={errors.interestedInModeling}
          label="I'm interested in a FREE modelling session"
          description={
            <>
              This waitlist is for models, so please keep this box ticked. Rather not model? Join the{" "}
              <Link to="/ice-sculpt-waitlist" className="font-medium text-plum-700 underline underline-offset-2">
                Ice Sculpt waitlist
              </Link>{" "}
              instead.
            </>
          }
        />
        <MarketingOptIn checked={marketingChoicesFrom(values)} />
        <FormError message={message} details={hiddenFieldErrors} failureMessage={fatFreezingFailureText} />
        <SubmitButton pendingLabel="Joining Waitlist...">
          Join the Waitlist
        </SubmitButton>
      </EnhancedForm>
    </section>
  );
}
