import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import type { Slot } from "~/features/booking/rules/times/availability";
import type { PricedBasket } from "~/features/booking/rules/basket";
import { formatDuration } from "~/lib/display-time";
import { formatTotal } from "~/lib/money";
import { appointmentText } from "~/features/booking/appointment-text";

/** The basket as it stands: each chosen item with its price, the total and, once chosen, the time. */
export function BookingSummary({ basket, slot, children }: { basket: PricedBasket | undefined; slot?: Slot; children?: ReactNode }) {
  return (
    <section aria-labelledby="booking-summary-title" className="rounded-3xl border border-blush-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="booking-summary-title" className="text-2xl font-semibold">
        Your booking
      </h2>
      {basket ? (
        <>
          <ul className="mt-4 grid gap-2 border-b border-blush-200 pb-4">
            {basket.lines.map((line) => (
              <li key={`${line.id}:${line.packageIndex ?? "-"}`} className="flex items-baseline justify-between gap-3">
                <span>
                  {line.name}
                  <span className="block text-sm text-muted">{formatDuration(line.durationMinutes)}</span>
                </span>
                <span className="font-semibold whitespace-nowrap">{formatTotal(line.pricePence)}</span>
              </li>
            ))}
          </ul>
          {slot && (
            <p className="mt-4 flex items-start gap-2 text-sm">
              <CalendarDays aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-plum-700" />
              <span>
                <span className="font-semibold">{appointmentText(slot.date, slot.time)}</span>
                <span className="block text-muted">Time in the studio: {formatDuration(basket.durationMinutes)}</span>
              </span>
            </p>
          )}
          <p className="mt-4 flex items-baseline justify-between gap-3 text-lg font-semibold text-plum-900">
            <span>Total</span>
            <span>{formatTotal(basket.totalPence)}</span>
          </p>
        </>
      ) : (
        <p className="mt-3 text-muted">Nothing chosen yet. Pick a treatment and it will appear here.</p>
      )}
      {children}
    </section>
  );
}
