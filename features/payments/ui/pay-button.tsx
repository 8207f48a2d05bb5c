import { LoaderCircle, Lock } from "lucide-react";

/** 'Pay £35.00', disabled while the payment is on its way (or the hold has run out). */
export function PayButton({ amountLabel, submitting, disabled }: { amountLabel: string; submitting: boolean; disabled?: boolean }) {
  return (
    <button type="submit" disabled={submitting || disabled} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-85">
      {submitting ? (
        <>
          <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />
          Processing payment...
        </>
      ) : (
        <>
          <Lock aria-hidden="true" size={18} />
          Pay {amountLabel}
        </>
      )}
    </button>
  );
}
