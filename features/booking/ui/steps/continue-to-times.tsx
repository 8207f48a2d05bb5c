import { ArrowRight } from "lucide-react";

/** Step 1's way on, under the summary: it waits for a first treatment and says so. */
export function ContinueToTimes({ ready, onContinue }: { ready: boolean; onContinue: () => void }) {
  return (
    <div className="mt-5">
      <button
        type="button"
        onClick={onContinue}
        disabled={!ready}
        aria-describedby={ready ? undefined : "continue-hint"}
        className="btn-primary w-full disabled:cursor-not-allowed disabled:bg-plum-700/60"
      >
        Continue
        <ArrowRight aria-hidden="true" size={18} />
      </button>
      {!ready && (
        <p id="continue-hint" className="mt-2 text-center text-sm text-muted">
          Choose at least one treatment to continue.
        </p>
      )}
    </div>
  );
}
