import { CalendarPlus, PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { manageCalendarPath } from "~/features/booking/rules/manage-link";
import { bookedMessages, memberPriceLabels } from "~/features/booking/rules/booking-messages";

export interface ConfirmedBooking {
  id: string;
  label: string;
  when: string;
  /** Its manage page, where the calendar file is too. */
  manageHref: string;
  /** Who treats her: "Maya Lewis"; null when not known. */
  practitioner?: string | null;
  /** Paid by her Dreams Club membership's included treatment (docs/decisions/0029). */
  included?: boolean;
}

/**
 * The confirmation view of a booking with nothing to pay: booked when her membership paid it, or, for a free patch
 * test alone, the spec's view, which staff still confirm (docs/decisions/0038).
 */
export function BookingConfirmation({
  booking,
  arriveEarly,
  onReset,
}: {
  booking: ConfirmedBooking;
  /** The patch-test note about arriving early (the loader's, from the policies' copy). */
  arriveEarly: string | undefined;
  onReset: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="booked-title" className="mx-auto max-w-2xl rounded-3xl border border-blush-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <PartyPopper aria-hidden="true" size={40} className="mx-auto text-plum-700" />
      <h2 id="booked-title" ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-semibold focus:outline-none">
        {booking.included ? bookedMessages.title : "You're all booked!"}
      </h2>
      <p className="mt-3 text-lg">
        <strong>{booking.label}</strong>
        {booking.practitioner && (
          <>
            {" "}
            with <strong>{booking.practitioner}</strong>
          </>
        )}{" "}
        on <strong>{booking.when}</strong>.
      </p>
      {booking.included && (
        <p className="mt-3 font-semibold text-plum-900" data-testid="member-included">
          {memberPriceLabels.included}: £0 to pay.
        </p>
      )}
      <p className="mt-3 text-muted">
        {booking.included
          ? `There's nothing to pay and your appointment is confirmed. A confirmation email is on its way.`
          : `There's nothing to pay. A confirmation email is on its way, and ${bookedMessages.toConfirm.replace(/^We/, "we")}`}
        {arriveEarly && ` ${arriveEarly}`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={`/book-appointment?booking=${booking.id}`} className="btn-secondary">
          View your appointment
        </a>
        <a href={booking.manageHref} className="btn-secondary">
          Manage your booking
        </a>
        <a href={manageCalendarPath(booking.manageHref)} download="appointment.ics" className="btn-secondary">
          <CalendarPlus aria-hidden="true" size={18} />
          Add to calendar
        </a>
        <button type="button" onClick={onReset} className="btn-primary">
          Book Another Appointment
        </button>
      </div>
    </section>
  );
}
