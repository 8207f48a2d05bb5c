import { ChevronDown } from "lucide-react";
import type { BookingPolicy } from "~/content/booking-policies";

/** An exclusive accordion without JavaScript: <details> sharing a name open one at a time; the first starts open. */
export function BookingPoliciesAccordion({ policies }: { policies: readonly BookingPolicy[] }) {
  return (
    <div className="space-y-3">
      {policies.map((policy, index) => (
        <details
          key={policy.id}
          id={`booking-${policy.id}`}
          name="booking-policies"
          open={index === 0}
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-blush-200"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-3 text-lg font-semibold text-plum-900 hover:bg-blush-50 [&::-webkit-details-marker]:hidden">
            <h3 className="font-display text-xl">{policy.title}</h3>
            <ChevronDown className="size-5 shrink-0 text-plum-700 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="list-disc space-y-2 px-6 pb-6 pl-11 marker:text-plum-600">
            {policy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
