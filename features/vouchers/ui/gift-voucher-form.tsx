import { Gift, Sparkles } from "lucide-react";
import { FieldError } from "~/ui/forms/field-error";
import { FormError } from "~/ui/forms/form-error";
import { formView, serverFaultMessage } from "~/ui/forms/form-result";
import { HoneypotField } from "~/ui/forms/honeypot-field";
import { SelectField } from "~/ui/forms/select-field";
import { SubmitButton } from "~/ui/forms/submit-button";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { formatPrice } from "~/lib/money";
import { GIFT_VOUCHERS_PATH, voucherOrderTerms } from "../voucher-order";
import { voucherTerms } from "../voucher-rules";
import type { GiftVoucherOrderAnswer, TreatmentOption } from "../pages/voucher-page";

/** A choice of what the voucher is for: a card holding its radio and, inside, the field it needs. */
function KindOption({ value, checked, title, children }: { value: "amount" | "treatment"; checked: boolean; title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-4 rounded-2xl border border-blush-200 bg-blush-50/60 p-4 has-[input[name=kind]:checked]:border-plum-600 has-[input[name=kind]:checked]:bg-white">
      <label className="flex cursor-pointer items-center gap-3 font-semibold text-ink">
        <input type="radio" name="kind" value={value} defaultChecked={checked} className="size-5 accent-plum-700" />
        {title}
      </label>
      {children}
    </div>
  );
}

/**
 * The shop's order form (docs/decisions/0025): a plain POST to the page's action, which answers with the voucher's
 * page to pay on, or this form again with each field's error. The server's schema is the only rule.
 */
export function GiftVoucherForm({ treatments, answer }: { treatments: TreatmentOption[]; answer: GiftVoucherOrderAnswer | undefined }) {
  const { errors, values, message } = formView(answer, serverFaultMessage);
  const kind = values.kind === "treatment" ? "treatment" : "amount";
  const options = treatments.map((treatment) => ({ value: treatment.slug, label: `${treatment.name} (${formatPrice(treatment.pricePence)})` }));
  return (
    <form method="post" action={GIFT_VOUCHERS_PATH} noValidate data-submit-once className="relative grid gap-8">
      <HoneypotField />
      <fieldset className="grid gap-4">
        <legend className="mb-3 flex items-center gap-2 text-2xl font-semibold">
          <Gift aria-hidden="true" size={22} className="text-plum-700" />
          What would you like to give?
        </legend>
        <FieldError id="kind-error" message={errors.kind?.[0]} />
        <div className="grid gap-4 md:grid-cols-2">
          <KindOption value="amount" checked={kind === "amount"} title="An amount">
            <TextField
              name="amount"
              label="Amount in pounds"
              inputMode="decimal"
              description={`From ${formatPrice(voucherTerms.minPence)} to ${formatPrice(voucherTerms.maxPence)}.`}
              defaultValue={values.amount ?? ""}
              errors={errors.amount}
            />
          </KindOption>
          <KindOption value="treatment" checked={kind === "treatment"} title="A treatment">
            <SelectField
              name="service"
              label="Treatment"
              placeholder="Choose a treatment"
              description="The voucher is worth the treatment's price today."
              options={options}
              defaultValue={values.service ?? ""}
              errors={errors.service}
            />
          </KindOption>
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-2xl font-semibold">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="buyerName" label="Your name" required autoComplete="name" defaultValue={values.buyerName} errors={errors.buyerName} />
          <TextField
            name="buyerEmail"
            label="Your email"
            type="email"
            required
            autoComplete="email"
            description="For your receipt."
            defaultValue={values.buyerEmail}
            errors={errors.buyerEmail}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-1 flex items-center gap-2 text-2xl font-semibold">
          <Sparkles aria-hidden="true" size={20} className="text-plum-700" />
          Who is it for?
        </legend>
        <p className="text-muted">Leave these empty and we'll email the voucher to you, to print or pass on.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="recipientName" label="Their name (optional)" autoComplete="off" defaultValue={values.recipientName} errors={errors.recipientName} />
          <TextField
            name="recipientEmail"
            label="Their email (optional)"
            type="email"
            autoComplete="off"
            defaultValue={values.recipientEmail}
            errors={errors.recipientEmail}
          />
        </div>
        <TextAreaField name="message" label="A message for them (optional)" rows={3} maxLength={500} defaultValue={values.message} errors={errors.message} />
        <TextField
          name="sendOn"
          label="Email it on (optional)"
          type="date"
          description={`Choose a day up to ${voucherOrderTerms.sendWithinDays} days ahead; it arrives at ${voucherOrderTerms.sendAt} that morning. Leave it empty to send it as soon as it's paid.`}
          defaultValue={values.sendOn}
          errors={errors.sendOn}
        />
      </fieldset>

      <p className="rounded-xl bg-blush-50 px-4 py-3 text-sm text-muted">
        Vouchers are valid for {voucherTerms.validMonths} months from the day they're bought and can be spent on any treatment, online or in the
        studio; whatever isn't spent stays on the code. Read our{" "}
        <a href="/policies#gift-vouchers" className="font-medium text-plum-700 underline underline-offset-2">
          voucher terms
        </a>
        .
      </p>
      <FormError message={message} failureMessage={serverFaultMessage} />
      <div>
        <SubmitButton pendingLabel="Setting up payment...">Continue to payment</SubmitButton>
      </div>
    </form>
  );
}
