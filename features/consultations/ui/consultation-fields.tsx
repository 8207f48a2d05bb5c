import type { ConsultationQuestion } from "~/content/consultation-form-types";
import type { FieldErrors } from "~/lib/forms";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FieldError } from "~/ui/forms/field-error";
import { SelectField } from "~/ui/forms/select-field";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import type { PublicConsultationForm } from "../consultation-rules";

/** What she has typed so far: answers as the controls hold them (strings), and her two consents. */
export interface ConsultationDraft {
  answers: Record<string, string>;
  healthDataConsent: boolean;
  consentName: string;
  atStudio: boolean;
}

export const emptyConsultation: ConsultationDraft = {
  answers: {},
  healthDataConsent: false,
  consentName: "",
  atStudio: false,
};

/** The request's `consultation` from the draft: her choice to answer at the studio, or her answers and consents. */
export function consultationPayload(
  form: PublicConsultationForm,
  draft: ConsultationDraft,
) {
  if (draft.atStudio) return { atStudio: true };
  const answers = Object.fromEntries(
    Object.entries(draft.answers).filter(([, value]) => value.trim() !== ""),
  );
  return {
    formVersion: form.version,
    answers,
    healthDataConsent: draft.healthDataConsent,
    ...(draft.consentName.trim()
      ? { consentName: draft.consentName.trim() }
      : {}),
  };
}

export const consultationFieldName = (id: string) => `consultation.${id}`;

function Question({
  question,
  value,
  errors,
  onChange,
}: {
  question: ConsultationQuestion;
  value: string;
  errors?: string[];
  onChange: (value: string) => void;
}) {
  const name = consultationFieldName(question.id);
  const set = (event: { currentTarget: { value: string } }) =>
    onChange(event.currentTarget.value);
  switch (question.type) {
    case "yes-no": {
      const errorId = `${name}-error`;
      return (
        <fieldset
          aria-describedby={errors?.length ? errorId : undefined}
          className="grid gap-1"
        >
          <legend className="font-medium text-ink">
            {question.label}
            <span aria-hidden="true" className="ml-0.5 text-plum-700">
              *
            </span>
          </legend>
          {question.hint && (
            <p className="text-sm text-muted">{question.hint}</p>
          )}
          <div className="flex gap-6">
            {(["yes", "no"] as const).map((answer) => (
              <label
                key={answer}
                className="flex min-h-11 cursor-pointer items-center gap-2"
              >
                <input
                  type="radio"
                  name={name}
                  value={answer}
                  checked={value === answer}
                  onChange={set}
                  className="h-5 w-5 cursor-pointer accent-plum-700"
                />
                {answer === "yes" ? "Yes" : "No"}
              </label>
            ))}
          </div>
          <FieldError id={errorId} message={errors?.[0]} />
        </fieldset>
      );
    }
    case "number":
      return (
        <TextField
          name={name}
          label={`${question.label} (${question.unit})`}
          description={question.hint}
          required
          inputMode="decimal"
          value={value}
          onChange={set}
          errors={errors}
        />
      );
    case "date":
      return (
        <TextField
          name={name}
          label={question.label}
          description={question.hint}
          required
          type="date"
          value={value}
          onChange={set}
          errors={errors}
          autoComplete={question.id === "dateOfBirth" ? "bday" : undefined}
        />
      );
    case "choice":
      return (
        <SelectField
          name={name}
          label={question.label}
          description={question.hint}
          required
          placeholder="Choose one"
          options={question.options.map((option) => ({
            value: option,
            label: option,
          }))}
          value={value}
          onChange={set}
          errors={errors}
        />
      );
    case "text":
      return (
        <TextAreaField
          name={name}
          label={question.label}
          description={question.hint}
          required={!question.optional}
          rows={3}
          maxLength={question.maxLength}
          value={value}
          onChange={set}
          errors={errors}
        />
      );
  }
}

/**
 * A treatment's consultation inside the booking form (DESIGN 11, docs/decisions/0059): first the choice to answer at
 * the studio instead, then the explicit, separate and unticked consent to keep her health answers, the questions,
 * and her consent to the treatment by typing her name under its text.
 */
export function ConsultationFields({
  form,
  draft,
  onChange,
  errors,
  offerStudio = true,
}: {
  form: PublicConsultationForm;
  draft: ConsultationDraft;
  onChange: (draft: ConsultationDraft) => void;
  errors: FieldErrors;
  /** Whether she may choose to answer at the studio instead (while booking; her manage link is for answering). */
  offerStudio?: boolean;
}) {
  const answer = (id: string) => (value: string) =>
    onChange({ ...draft, answers: { ...draft.answers, [id]: value } });
  return (
    <section
      aria-labelledby="consultation-title"
      className="grid gap-5 rounded-2xl border border-blush-200 p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id="consultation-title" className="text-xl font-semibold">
          {form.title}
        </h3>
        <p className="text-muted">
          This treatment is only safe for some people, so we ask a few health
          questions before you pay. Only your practitioner and the studio owner
          can read your answers.
        </p>
      </div>
      <FieldError id="consultation-error" message={errors.consultation?.[0]} />
      {offerStudio && (
        <CheckboxField
          name="consultation.atStudio"
          checked={draft.atStudio}
          onChange={(event) =>
            onChange({ ...draft, atStudio: event.currentTarget.checked })
          }
          label="I'd rather answer these questions at the studio, before my treatment"
          description="Nothing about your health is kept online then: your practitioner goes through the questions with you before your treatment."
        />
      )}
      {!draft.atStudio && (
        <>
          <CheckboxField
            name="consultation.healthDataConsent"
            checked={draft.healthDataConsent}
            onChange={(event) =>
              onChange({
                ...draft,
                healthDataConsent: event.currentTarget.checked,
              })
            }
            errors={errors["consultation.healthDataConsent"]}
            label={
              <>
                I consent to the studio keeping my health answers below, to
                check this treatment is safe for me
                <span aria-hidden="true" className="ml-0.5 text-plum-700">
                  *
                </span>
              </>
            }
            description="Kept with your client record, seen only by your practitioner and the owner, and deleted a set period after your last visit or whenever you ask. You can withdraw this consent at any time."
          />
          {form.questions.map((question) => (
            <Question
              key={question.id}
              question={question}
              value={draft.answers[question.id] ?? ""}
              errors={errors[consultationFieldName(question.id)]}
              onChange={answer(question.id)}
            />
          ))}
          <div className="grid gap-2 rounded-xl bg-blush-50 p-4">
            <h4 className="font-semibold">Your consent to the treatment</h4>
            <p className="text-sm">{form.consentText}</p>
          </div>
          <TextField
            name="consultation.consentName"
            label="Type your full name to agree"
            required
            autoComplete="name"
            value={draft.consentName}
            onChange={(event) =>
              onChange({ ...draft, consentName: event.currentTarget.value })
            }
            errors={errors["consultation.consentName"]}
          />
        </>
      )}
    </section>
  );
}

/** What she is told when her answers rule the treatment out: each reason, and the free consultation instead. */
export function NotEligibleNote({
  reasons,
  suggestion,
  headingRef,
  onBack,
  outcome = "Nothing has been booked and nothing has been paid.",
}: {
  reasons: string[];
  /** What happened to her booking: nothing while booking; on her manage link, the booking stands for the studio to talk it through. */
  outcome?: string;
  suggestion: PublicConsultationForm["suggestion"];
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Back to her answers, should one of them be a slip. */
  onBack?: () => void;
}) {
  return (
    <section
      aria-labelledby="not-eligible-title"
      className="grid gap-3 rounded-2xl border border-blush-200 bg-blush-50 p-4 sm:p-6"
    >
      <h3
        id="not-eligible-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold"
      >
        We're sorry: this treatment isn't right for you
      </h3>
      <ul className="list-disc pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>
        {outcome} {suggestion.text}
      </p>
      <p>
        <a
          href={suggestion.href}
          className="font-semibold text-plum-700 underline underline-offset-4"
        >
          {suggestion.linkText}
        </a>
      </p>
      {onBack && (
        <p>
          <button type="button" onClick={onBack} className="btn-secondary">
            Check my answers again
          </button>
        </p>
      )}
    </section>
  );
}
