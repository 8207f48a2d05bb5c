import { refundDialogSchema, staffRefundSchema } from "../../changes/booking-change-form";
import { refundMessages } from "../../changes/refunds.server";
import { refundBookingPayment } from "../../changes/booking-changes.server";
import { bookingNotFound as notFound } from "../../use-cases/change-outcome.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import type { z } from "~/lib/zod";
import { namedUseCase } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { may } from "~/features/staff-session";
import { actorOf, changed, parsed, refused, type ChangeRequest, type Changed, type Dialect, type StaffBookingContext } from "./staff-context.server";

const refundForms = {
  api: staffRefundSchema,
  dashboard: refundDialogSchema.transform(({ amount, reason }) => ({ amountPence: amount, reason })),
} satisfies Record<Dialect, z.ZodType>;

/**
 * A refund outside a cancellation is goodwill, beyond what the policy gives: the owner's (features/staff-session/roles.ts).
 * A booking that exists by its id, its form in the caller's dialect, then the refund.
 */
export const submitStaffRefund = namedUseCase("staff.booking-refund", async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
  if (!isUuid(request.bookingId)) return notFound();
  const form = parsed(parseForm(refundForms[request.from], request.body));
  if (refused(form)) return form;
  const { db, provider, emailContext } = context;
  return changed(
    context,
    may(staff.role, "refunds-beyond-policy")
      ? await refundBookingPayment(db, { bookingId: request.bookingId, actor: actorOf(staff), ...form }, { provider, emailContext })
      : ({ outcome: "refused", kind: "forbidden", code: "refund-beyond-policy", message: refundMessages.goodwill } as const),
  );
});
