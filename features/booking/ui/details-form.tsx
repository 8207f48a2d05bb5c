import { ArrowLeft, LoaderCircle } from "lucide-react";
import type { FormEvent, RefObject } from "react";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FormError } from "~/ui/forms/form-error";
import { HoneypotField } from "~/ui/forms/honeypot-field";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import type { FieldErrors } from "~/lib/forms";
import { cancellationPeriod, earlyStartRequest } from "../rules/cancellation-period";
import { MarketingOptIn, type MarketingChoices } from "~/features/marketing";
import { changePolicy } from "../rules/change-policy";

export interface BookingDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export const emptyDetails: BookingDetails = { name: "", email: "", phone: "", notes: "" };

/**
 * Step 3's form: who is coming, anything we should know, and the booking-policy consent. The page checks it with
 * the shared booking schema before anything is sent; errors sit under their fields.
 */
export function DetailsForm({
  formRef,
  details,
  onChange,
  policyAccepted,
  onPolicyChange,
  marketing,
  textsOk,
  errors,
  formMessage,
  summary,
  pending,
  free,
  earlyStart,
  onBack,
  onSubmit,
  consultation,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  details: BookingDetails;
  onChange: (details: BookingDetails) => void;
  policyAccepted: boolean;
  onPolicyChange: (accepted: boolean) => void;
  /** The marketing boxes as she last left them (read from the form when she submits). */
  marketing: MarketingChoices;
  /** Her reminder-by-text box as she last left it (a service message, not marketing: docs/decisions/0063). */
  textsOk: boolean;
  errors: FieldErrors;
  formMessage: string | undefined;
  /** What is being booked, when and for how much, written out. */
  summary: React.ReactNode;
  pending: boolean;
  /** Nothing to pay (a patch test alone): the button books straight away. */
  free: boolean;
  /** The time starts inside the 14-day cancellation period: her express request to start early (reg 36, decision 0035). */
  earlyStart?: { requested: boolean; onChange: (requested: boolean) => void };
  onBack: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A treatment's consultation questions, asked in the same form before payment (DESIGN 11). */
  consultation?: React.ReactNode;
}) {
  const field = (name: keyof BookingDetails) => ({
    name,
    value: details[name],
    errors: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange({ ...details, [name]: event.currentTarget.value }),
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative grid gap-5 rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-8">
      <p className="text-sm text-muted">Fields marked with an asterisk (*) are required.</p>
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Full name" required autoComplete="name" />
        <TextField {...field("email")} label="Email" type="email" required autoComplete="email" />
        <TextField {...field("phone")} label="Phone" type="tel" required autoComplete="tel" />
      </div>
      <CheckboxField
        name="textsOk"
        defaultChecked={textsOk}
        label="Text me a reminder the day before"
        description="One text to the phone number above, 24 hours before your appointment. Reply STOP to stop texts."
      />
      <TextAreaField
        {...field("notes")}
        label="Special requests (optional)"
        rows={4}
        description="Allergies, skin conditions, medication or anything that would make your visit easier."
      />
      <CheckboxField
        name="policyAccepted"
        checked={policyAccepted}
        onChange={(event) => onPolicyChange(event.currentTarget.checked)}
        errors={errors.policyAccepted}
        label={
          <>
            I accept the booking policy<span aria-hidden="true" className="ml-0.5 text-plum-700">*</span>
          </>
        }
        description={
          <>
            Full refund and one free move with at least {changePolicy.noticeHours} hours' notice; full refund if you cancel
            within {cancellationPeriod.days} days of booking, before your appointment begins.{" "}
            <a href="/policies#booking" className="font-medium text-plum-700 underline underline-offset-2">
              Read the booking policy
            </a>
          </>
        }
        required
      />
      {earlyStart && (
        <CheckboxField
          name="earlyStartRequested"
          checked={earlyStart.requested}
          onChange={(event) => earlyStart.onChange(event.currentTarget.checked)}
          errors={errors.earlyStartRequested}
          label={
            <>
              {earlyStartRequest.label}
              <span aria-hidden="true" className="ml-0.5 text-plum-700">*</span>
            </>
          }
          description={earlyStartRequest.description}
          required
        />
      )}
      {consultation}
      <MarketingOptIn checked={marketing} />
      <div className="rounded-2xl bg-blush-50 p-4">{summary}</div>
      <FormError message={formMessage} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} disabled={pending} className="btn-secondary">
          <ArrowLeft aria-hidden="true" size={18} />
          Back
        </button>
        <button type="submit" disabled={pending} className="btn-primary disabled:cursor-wait disabled:opacity-85">
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />
              {free ? "Booking your time..." : "Holding your time..."}
            </>
          ) : free ? (
            "Confirm booking"
          ) : (
            "Continue to payment"
          )}
        </button>
      </div>
    </form>
  );
}
