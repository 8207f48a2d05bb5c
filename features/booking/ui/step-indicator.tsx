import { Check } from "lucide-react";

export const bookingSteps = ["Choose Service", "Select Date & Time", "Confirm & Pay"] as const;

/** Where the visitor is in the three steps; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Booking steps">
      <ol className="grid grid-cols-3 items-start gap-2 sm:flex sm:items-center sm:justify-center sm:gap-6">
        {bookingSteps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} aria-current={active ? "step" : undefined} className="flex flex-col items-center gap-1 text-center sm:flex-row sm:gap-2">
              <span
                aria-hidden="true"
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  active
                    ? "border-plum-700 bg-plum-700 text-white"
                    : done
                      ? "border-plum-700 bg-blush-100 text-plum-800"
                      : "border-plum-500/60 bg-white text-muted"
                }`}
              >
                {done ? <Check size={16} strokeWidth={3} /> : step}
              </span>
              <span className={`text-xs sm:text-base ${active ? "font-semibold text-plum-900" : "text-muted"}`}>
                <span className="sr-only">Step {step}: </span>
                {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
