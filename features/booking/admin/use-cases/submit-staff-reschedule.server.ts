import { staffRescheduleSchema } from "../../changes/booking-change-form";
import { bookingMessages } from "../../rules/booking-messages";
import { staffBookingMessages } from "../../staff/staff-booking-form";
import { bookingNotFound as notFound } from "../../use-cases/change-outcome.server";
import { rescheduleBooking } from "../../changes/booking-changes.server";
import { diaryItemsOf } from "../../diary/diary-columns.server";
import { findBooking, isActivePractitioner, practitionerDoes } from "../../diary/diary.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { actorOf, changed, parsed, refused, type ChangeRequest, type Changed, type StaffBookingContext } from "./staff-context.server";

/** A move to a new time and, when named, to another practitioner (the diary grid's card). */
export const submitStaffReschedule = namedUseCase("staff.booking-reschedule", async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
  if (!isUuid(request.bookingId)) return notFound();
  const form = parsed(parseForm(staffRescheduleSchema, request.body));
  if (refused(form)) return form;
  if (form.practitionerId !== undefined && !(await isActivePractitioner(context.db, form.practitionerId))) {
    return invalid({ message: bookingMessages.practitioner, fieldErrors: { practitionerId: [bookingMessages.practitioner] } });
  }
  // Someone who does not give the treatment is the wrong choice of person (400), not a time someone took (409).
  const booking = form.practitionerId === undefined ? undefined : await findBooking(context.db, request.bookingId);
  if (booking && !(await practitionerDoes(context.db, form.practitionerId!, diaryItemsOf(booking.items)))) {
    return invalid({ message: staffBookingMessages.practitionerService, fieldErrors: { practitionerId: [staffBookingMessages.practitionerService] } });
  }
  const { db, emailContext, settings, now } = context;
  return changed(context, await rescheduleBooking(db, { bookingId: request.bookingId, actor: actorOf(staff), ...form }, { emailContext, settings, ...(now ? { now } : {}) }));
});
