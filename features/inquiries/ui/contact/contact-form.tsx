import { Link } from "react-router";
import { contactServiceOptions } from "~/features/inquiries/inquiry-forms";
import { MarketingOptIn, marketingChoicesFrom } from "~/features/marketing";
import { EnhancedForm } from "~/ui/forms/enhanced-form";
import { FormError } from "~/ui/forms/form-error";
import { formView, serverFaultMessage, type FormResult, type ResultToasts } from "~/ui/forms/form-result";
import { SelectField } from "~/ui/forms/select-field";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextAreaField, TextField } from "~/ui/forms/text-field";

// The stored values are the spec's (API clients send them); the label reads in UK English.
const serviceOptions = contactServiceOptions.map((option) => ({ value: option, label: option === "General Inquiry" ? "General enquiry" : option }));

/** The message form: posts to the page's own action, which renders the answer in the same places. */
export function ContactForm({ action, result, toasts }: { action: string; result: FormResult | undefined; toasts: ResultToasts }) {
  const { errors, values, message } = formView(result, serverFaultMessage);
  return (
    <section aria-labelledby="contact-form-title" className="rounded-3xl border border-blush-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-title" className="text-3xl font-semibold">
        Send us a message
      </h2>
      <p className="mt-2 text-muted">Fields marked with an asterisk (*) are required.</p>
      <EnhancedForm action={action} failureToast={toasts.failure}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="name" label="Name" required autoComplete="name" defaultValue={values.name} errors={errors.name} />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values.email}
            errors={errors.email}
          />
          <TextField
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            defaultValue={values.phone}
            errors={errors.phone}
          />
          <SelectField
            name="service"
            label="Service (optional)"
            placeholder="Choose a service"
            options={serviceOptions}
            defaultValue={values.service ?? ""}
            errors={errors.service}
          />
        </div>
        <TextAreaField
          name="message"
          label="Message"
          required
          rows={6}
          defaultValue={values.message}
          errors={errors.message}
          placeholder="Tell us a little about what you'd like, and any dates that suit you."
        />
        <MarketingOptIn checked={marketingChoicesFrom(values)} />
        <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-muted">
          We use your details to answer this message and never share them. Read{" "}
          <Link to="/policies#privacy" className="font-medium text-plum-700 underline underline-offset-2">
            how we look after your information
          </Link>
          .
        </p>
        <FormError message={message} failureMessage={serverFaultMessage} />
        <div>
          <SubmitButton pendingLabel="Sending...">
            Send Message
          </SubmitButton>
        </div>
      </EnhancedForm>
    </section>
  );
}
