import type { EmailContext } from "~/features/mail";
import { formatLondonDateTime } from "~/lib/display-time";
import { firstNameOf } from "~/lib/names";
import { treatmentNames, type BookingForEmail } from "./booking-email-parts";

/**
 * The reminder text the day before (docs/decisions/0063): short, from the studio by name, her first name only, the
 * treatments and the time; no notes or health answers. Changes go through the studio's phone: a manage link is
 * made as an email is sent and there is no short form of it to put in a text.
 */
export function bookingReminderText(booking: Pick<BookingForEmail, "name" | "items" | "service"> & { startsAt: Date }, context: EmailContext): string {
  const { studio } = context;
  return `${studio.name}: Hi ${firstNameOf(booking.name)}, a reminder of your ${treatmentNames(booking)} on ${formatLondonDateTime(booking.startsAt)}. To change it, call ${studio.phone}. Reply STOP to stop texts.`;
}
