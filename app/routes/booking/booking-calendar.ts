import { data } from "react-router";
import type { Route } from "./+types/booking-calendar";
import { appointmentStands } from "~/features/booking/pages/appointment-view";
import { findBooking } from "~/features/booking/bookings.server";
import { calendarFile } from "~/features/booking/emails/booking-emails";

/** The add-to-calendar file of a booking that still stands; anything else (unknown, cancelled, lapsed) is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await findBooking(context.db, params.id);
  if (!booking || !appointmentStands(booking) || !booking.startsAt || !booking.endsAt) throw data(null, { status: 404 });
  // The very file the booking emails carry (same UID), so a calendar updates one event rather than adding two.
  const file = calendarFile(booking, context.emailContext);
  return new Response(file.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
