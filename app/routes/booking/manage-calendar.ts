import type { Route } from "./+types/manage-calendar";
import { calendarFile } from "~/features/booking/emails/booking-emails";
import { practitionerNameOf } from "~/features/booking/index.server";
import { openManageLink } from "~/features/booking/manage/manage.server";
import { manageHeaders } from "~/features/booking/pages/manage-page.server";

/**
 * The appointment's calendar file through the manage link (the booking id alone opens nothing). The very file the
 * booking emails carry (same UID and SEQUENCE), so a calendar updates one event rather than adding two.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = await openManageLink(context.db, params.token, context.visitor.address);
  if (lookup.outcome === "throttled") throw new Response(null, { status: 429, headers: { ...manageHeaders, "Retry-After": String(lookup.retryAfter) } });
  const booking = lookup.outcome === "found" ? lookup.booking : undefined;
  const active = booking && (booking.status === "pending" || booking.status === "confirmed");
  // After a cancellation the link answers the cancellation's own file (METHOD:CANCEL, same UID, higher SEQUENCE),
  // as her cancellation email carried, so a calendar that took the event drops it.
  const cancelled = booking?.status === "cancelled";
  if (!booking || !(active || cancelled) || !booking.startsAt || !booking.endsAt) throw new Response(null, { status: 404, headers: manageHeaders });
  // The link she opened it with is the event's link; who treats her is named, as her emails name her.
  const practitioner = await practitionerNameOf(context.db, booking.id);
  const file = calendarFile({ ...booking, practitioner }, context.emailContext, { method: cancelled ? "CANCEL" : "PUBLISH", manageToken: params.token });
  return new Response(file.content, {
    headers: { ...manageHeaders, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${file.filename}"` },
  });
}
