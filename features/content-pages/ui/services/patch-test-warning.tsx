import { TriangleAlert } from "lucide-react";
import type { PatchTestRule } from "~/features/studio";

/** Henna always needs a patch test; tint for first-timers and after a gap of 6 months or more (spec section 5). */
export function PatchTestWarning({ rule }: { rule: PatchTestRule }) {
  if (rule !== "always" && rule !== "first-time-or-lapsed") return null;
  return (
    <aside aria-labelledby="patch-test-title" className="mt-8 flex gap-4 rounded-2xl border-2 border-gold-600 bg-cream p-5">
      <TriangleAlert aria-hidden="true" width={28} height={28} className="shrink-0 text-gold-600" />
      <div>
        <h2 id="patch-test-title" className="font-sans text-lg font-bold text-plum-900">
          Patch test required
        </h2>
        <p className="mt-1">
          {rule === "always"
            ? "Every client needs a free 15-minute patch test 24-48 hours before the appointment, unless you have had one with us in the last 6 months."
            : "If this is your first tint with us, or your last one was more than 6 months ago, please have a free 15-minute patch test 24-48 hours before the appointment."}{" "}
          <a href="/policies#patch-tests" className="font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-900">
            Read our patch test policy
          </a>
        </p>
      </div>
    </aside>
  );
}
