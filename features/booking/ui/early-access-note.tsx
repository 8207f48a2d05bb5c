import { Sparkles } from "lucide-react";
import { opensToEveryone } from "~/features/studio";
import { formatPrice } from "~/lib/money";
import type { EarlyAccessNote as Note } from "~/features/booking/pages/book-page";

/**
 * What the early-access link in /book's address allows (docs/decisions/0020): the launched treatment at the
 * early-bird price until it opens to everyone, or, said plainly, why the link cannot book.
 */
export function EarlyAccessNote({ note }: { note: Note }) {
  if (note.state === "refused") {
    return (
      <p role="alert" className="rounded-3xl border border-red-700 bg-red-50 p-5 font-medium text-red-800">
        {note.message}
      </p>
    );
  }
  const saving = note.usualPricePence > note.pricePence;
  return (
    <section aria-label="Your early access" className="flex items-start gap-3 rounded-3xl border border-gold-600/60 bg-white p-5">
      <Sparkles aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
      <p>
        <strong>Early access for the waitlist:</strong> book {note.serviceName} at <strong>{formatPrice(note.pricePence)}</strong>
        {saving && <> (usually {formatPrice(note.usualPricePence)})</>} with your personal link. It {opensToEveryone(new Date(note.opensAt))}.
      </p>
    </section>
  );
}
