import { parseForm } from "~/lib/forms";
import type { Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase } from "~/lib/use-case";
import { rescheduleSchema } from "../changes/booking-change-form";
import { rescheduleBooking } from "../changes/booking-changes.server";
import { changeOutcome, type Changed } from "./change-outcome.server";
import { client, clock, openedBooking, type ManageContext, type ManageRequest } from "./manage-link.server";

/** Once, and 24 hours ahead or more (the change policy decides inside rescheduleBooking). */
export const submitClientReschedule = namedUseCase("manage.reschedule", async (context: ManageContext, visitor: Pick<Visitor, "address">, request: ManageRequest): Promise<Changed> => {
  const { db, emailContext, settings, now } = context;
  const booking = await openedBooking(db, visitor, request.token);
  if ("ok" in booking) return booking;
  const form = parseForm(rescheduleSchema, request.body);
  if (!form.success) return invalid(form.error);
  return changeOutcome(db, settings, await rescheduleBooking(db, { bookingId: booking.id, actor: client, ...form.data }, { emailContext, settings, ...clock(now) }));
});
