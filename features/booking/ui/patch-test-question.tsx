import { useId } from "react";
import type { PatchTestAnswer } from "~/features/booking/rules/booking-choice";
import { FieldError } from "~/ui/forms/field-error";

export type { PatchTestAnswer };

const answers: { value: PatchTestAnswer; label: string }[] = [
  { value: "recent", label: "I've had a patch test with you in the last 6 months" },
  { value: "booked", label: "Book my free 15-minute patch test, 24 to 48 hours before (you choose its time with your details)" },
];

/** Henna always, and tint for first-timers, need a patch test first (DESIGN section 3): the client says how. */
export function PatchTestQuestion({
  value,
  timing,
  onChange,
  error,
}: {
  value: PatchTestAnswer | undefined;
  /** When the patch test must happen, from the policies' copy (the loader's). */
  timing: string;
  onChange: (answer: PatchTestAnswer) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      id="patch-test-question"
      tabIndex={-1}
      aria-describedby={`${id}-note${error ? ` ${id}-error` : ""}`}
      className="rounded-3xl border border-gold-600/60 bg-white p-5 focus:outline-none"
    >
      <legend className="float-left w-full font-display text-xl font-semibold text-plum-900">
        Your patch test<span aria-hidden="true" className="ml-0.5 text-plum-700">*</span>
      </legend>
      <p id={`${id}-note`} className="clear-both pt-2 text-sm text-muted">
        Henna and tint can cause a reaction, so we need to know your skin is happy with them. {timing}
      </p>
      <div className="mt-3 grid gap-2">
        {answers.map((answer) => (
          <label
            key={answer.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border border-blush-200 px-4 py-2.5 has-[:checked]:border-plum-700 has-[:checked]:bg-blush-50"
          >
            <input
              type="radio"
              name="patchTest"
              value={answer.value}
              checked={value === answer.value}
              onChange={() => onChange(answer.value)}
              required
              aria-invalid={error ? true : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-plum-700"
            />
            <span>{answer.label}</span>
          </label>
        ))}
      </div>
      <div className="mt-2">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </fieldset>
  );
}

/** The patch test's own appointment: one of the free times 24 to 48 hours before the treatment (DESIGN 3). */
export function PatchTestTime({
  slots,
  value,
  onChange,
  error,
  describe,
}: {
  slots: readonly { start: string; date: string; time: string }[] | null;
  value: string | undefined;
  onChange: (start: string) => void;
  error: string | undefined;
  describe: (date: string, time: string) => string;
}) {
  const id = useId();
  return (
    <div id="patch-test-time" tabIndex={-1} className="rounded-3xl border border-gold-600/60 bg-white p-5 focus:outline-none">
      <label htmlFor={`${id}-select`} className="font-display text-xl font-semibold text-plum-900">
        Your patch test time<span aria-hidden="true" className="ml-0.5 text-plum-700">*</span>
      </label>
      <p id={`${id}-note`} className="pt-2 text-sm text-muted">
        A free 15-minute appointment, 24 to 48 hours before your treatment, so we can check your skin is happy with the colour.
      </p>
      {slots && slots.length === 0 ? (
        <p role="alert" className="mt-3 rounded-2xl bg-blush-50 p-4 text-sm">
          There is no free patch-test time 24 to 48 hours before this appointment. Please choose another treatment time.
        </p>
      ) : (
        <select
          id={`${id}-select`}
          name="patchTestTime"
          required
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-note${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="mt-3 min-h-11 w-full rounded-xl border border-blush-200 bg-white px-3 py-2"
        >
          <option value="">Choose a time</option>
          {(slots ?? []).map((slot) => (
            <option key={slot.start} value={slot.start}>
              {describe(slot.date, slot.time)}
            </option>
          ))}
        </select>
      )}
      <div className="mt-2">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
