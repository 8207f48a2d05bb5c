import { data } from "react-router";
import type { Route } from "./+types/booking-calendar";
import { formatAddress } from "~/content/studio";
import { appointmentStands, appointmentView } from "~/domain/appointment-view";
import { findBooking } from "~/domain/bookings.server";
import { bookingCalendar } from "~/domain/ics";

/** The add-to-calendar file of a booking that still stands; anything else (unknown, cancelled, lapsed) is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await findBooking(context.db, params.id);
  if (!booking || !appointmentStands(booking) || !booking.startsAt || !booking.endsAt) throw data(null, { status: 404 });
  const { studio, origin } = context;
  const view = appointmentView(booking);
  const page = `${origin}/book-appointment?booking=${booking.id}`;
  const calendar = bookingCalendar({
    // The same UID as the file attached to the booking emails, so a calendar updates one event rather than adding two.
    uid: `${booking.id}@${studio.email.split("@")[1] ?? "studio"}`,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `${view.services} at ${studio.name}`,
    description: [
      `${view.services} at ${studio.name}.`,
      `Reference ${view.reference}.`,
      `Your booking: ${page}`,
      `Questions or changes (24 hours' notice, please): ${studio.phone} or ${studio.email}.`,
    ].join("\n"),
    location: `${studio.name}, ${formatAddress(studio)}`,
    organizerName: studio.name,
    organizerEmail: studio.email,
    url: page,
  });
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="appointment.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
