import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/** Disabled while the form is on its way, with the spec's pending label ('Sending...', 'Joining Waitlist...'). */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className="btn-primary w-full disabled:cursor-wait disabled:opacity-85 sm:w-auto">
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
