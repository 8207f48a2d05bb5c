import { cancelDialogSchema, staffCancelSchema } from "../../changes/booking-change-form";
import { cancelBooking } from "../../changes/booking-changes.server";
import { bookingNotFound as notFound } from "../../use-cases/change-outcome.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import type { z } from "~/lib/zod";
import { namedUseCase } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { may } from "~/features/staff-session";
import { actorOf, changed, parsed, refused, type ChangeRequest, type Changed, type Dialect, type StaffBookingContext } from "./staff-context.server";

const cancelForms = {
  api: staffCancelSchema.transform(({ reason, refundPence, refund }) => ({ reason, refund: refundPence !== undefined ? { amountPence: refundPence } : (refund ?? "full") })),
  dashboard: cancelDialogSchema,
} satisfies Record<Dialect, z.ZodType>;

/** A cancellation by a dialog's form: a booking that exists by its id, its form in the caller's dialect, then the change. */
export const submitStaffCancel = namedUseCase("staff.booking-cancel", async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
  if (!isUuid(request.bookingId)) return notFound();
  const form = parsed(parseForm(cancelForms[request.from], request.body));
  if (refused(form)) return form;
  const { db, provider, emailContext } = context;
  return changed(context, await cancelBooking(db, { bookingId: request.bookingId, actor: actorOf(staff), ...form, withinPolicy: !may(staff.role, "refunds-beyond-policy") }, { provider, emailContext }));
});
