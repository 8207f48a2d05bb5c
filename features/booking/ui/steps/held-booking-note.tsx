import { Hourglass } from "lucide-react";
import { appointmentText, clockText } from "~/features/booking/appointment-text";
import type { PendingBooking } from "~/features/booking/pages/booking-session";

/** Back from checkout with her time still held: pay for it, or choose again. */
export function HeldBookingNote({ held }: { held: PendingBooking }) {
  return (
    <div className="flex flex-col gap-3 rounded-3xl border border-gold-600/60 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <Hourglass aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-gold-600" />
        <span>
          We're still holding <strong>{held.service}</strong> on{" "}
          <strong>{appointmentText(held.preferredDate, held.preferredTime)}</strong> for you until{" "}
          {clockText(new Date(held.holdExpiresAt!))}. Pay for it now, or choose again below.
        </span>
      </p>
      <a href={`/checkout?booking=${encodeURIComponent(held.bookingId)}`} className="btn-primary shrink-0">
        Continue to payment
      </a>
    </div>
  );
}
