import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Disabled while the form is on its way, with the spec's pending label ('Sending...', 'Joining Waitlist...').
 * Both labels are always rendered, one hidden: React pages switch them with `pending`, and pages served without
 * React have app/enhance/public-forms.ts switch the same markup.
 */
export function SubmitButton({ pending = false, pendingLabel, children }: { pending?: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className="btn-primary w-full disabled:cursor-wait disabled:opacity-85 sm:w-auto">
      <span data-idle-label hidden={pending}>
        {children}
      </span>
      <span data-pending-label hidden={!pending} className="inline-flex items-center gap-2">
        <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />
        {pendingLabel}
      </span>
    </button>
  );
}
