import { Clock } from "lucide-react";
import { formatLondonDateTime } from "~/lib/display-time";

/** A freed time offered to her (docs/decisions/0064): it is hers alone until the window ends. */
export function HeldOfferNote({ heldUntil }: { heldUntil: string }) {
  return (
    <section aria-label="A time held for you" className="flex items-start gap-3 rounded-3xl border border-gold-600/60 bg-white p-5">
      <Clock aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
      <p>
        <strong>This time is held for you</strong> until {formatLondonDateTime(new Date(heldUntil))}. Book it below and pay at checkout.
      </p>
    </section>
  );
}
