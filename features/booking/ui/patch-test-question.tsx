import { useId } from "react";
import type { PatchTestAnswer } from "~/features/booking/pages/booking-choice";
import { Link } from "react-router";
import { FieldError } from "~/app/ui/forms/field-error";

export type { PatchTestAnswer };

const answers: { value: PatchTestAnswer; label: string }[] = [
  { value: "recent", label: "I've had a patch test with you in the last 6 months" },
  { value: "separate", label: "I'll book my free 15-minute patch test at least 24 hours before" },
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
      {value === "separate" && (
        <p className="mt-3 rounded-2xl bg-blush-50 p-4 text-sm">
          Lovely. Your patch test needs its own 15-minute appointment at least 24 hours before this one, so once
          you've finished here, choose Patch Test on its own in Face Treatments and pick an earlier day, or{" "}
          <Link to="/contact" className="font-semibold text-plum-700 underline underline-offset-4">
            ask us
          </Link>{" "}
          and we'll fit it in.
        </p>
      )}
      <div className="mt-2">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </fieldset>
  );
}
