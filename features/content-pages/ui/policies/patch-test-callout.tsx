import { CircleAlert } from "lucide-react";
import { patchTestSummary, patchTestTiming } from "~/content/booking-policies";

export function PatchTestCallout() {
  return (
    <aside aria-labelledby="patch-callout-title" className="flex gap-4 rounded-2xl border-2 border-gold-600 bg-cream p-6">
      <CircleAlert className="mt-1 size-7 shrink-0 text-gold-600" />
      <div>
        <h2 id="patch-callout-title" className="text-xl font-semibold">
          Henna or tint? Patch test first
        </h2>
        <p className="mt-2">
          {patchTestSummary} {patchTestTiming}
        </p>
        <a href="#patch-tests" className="mt-2 inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4">
          Read the patch test requirements
        </a>
      </div>
    </aside>
  );
}
