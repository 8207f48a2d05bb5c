import { BadgeCheck } from "lucide-react";
import { bookedMessages } from "../../rules/booking-messages";

/** The spec's paid banner: how much was paid and for what, and, once it is confirmed, when she is booked for. */
export function PaidBanner({ amount, services, bookedFor, note }: { amount: string; services: string; bookedFor?: string | null; note?: string }) {
  return (
    <section
      aria-labelledby="paid-banner-title"
      className="flex items-start gap-4 rounded-3xl border border-emerald-700/40 bg-emerald-50 p-5 text-ink sm:p-6"
    >
      <BadgeCheck aria-hidden="true" size={32} className="shrink-0 text-emerald-800" />
      <div>
        <h2 id="paid-banner-title" className="font-sans text-xl font-bold text-emerald-900">
          Payment received: {amount}
        </h2>
        <p className="mt-1">
          Thank you! You've paid for <strong>{services}</strong>.
        </p>
        {bookedFor && <p className="mt-1 font-semibold">{bookedMessages.when(bookedFor)}</p>}
        {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      </div>
    </section>
  );
}
