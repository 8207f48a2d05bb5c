import { cancelDialogSchema, refundDialogSchema, staffRescheduleSchema, staffCancelSchema, staffRefundSchema } from "../../changes/booking-change-form";
import { bookingMessages } from "../../rules/booking-messages";
import { staffBookingSchema, staffBookingMessages } from "../../staff/staff-booking-form";
import { bookingNotFound as notFound, changeOutcome, type Changed } from "../../use-cases/change-outcome.server";
import { refundMessages } from "../../changes/refunds.server";
import { cancelBooking, refundBookingPayment, rescheduleBooking, type ChangeResult } from "../../changes/booking-changes.server";
import { createStaffBooking, recordStudioPayment, staffBookingRefusal } from "../../staff/staff-bookings.server";
import { diaryItemsOf } from "../../diary/diary-columns.server";
import { findBooking, isActivePractitioner, practitionerDoes } from "../../diary/diary.server";
import { recordCancellationNotice } from "../../changes/cancellation-notice.server";
import type { BookingSettings } from "../../rules/times/booking-settings";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import type { z } from "~/lib/zod";
import { invalid, namedUseCase, refuse, type Outcome, type Refusal } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { may } from "~/features/staff-session";
import type { StaffContext } from "./change-status.server";

/**
 * Staff's changes to one booking and a booking for a phone or walk-in client, for the dashboard's dialogs and the
 * staff API alike. The two speak one dialect each for amounts: the API in pence, the dashboard in pounds as staff
 * type them; `from` names which, and the rest of the path is the same.
 */

export type StaffBookingContext = StaffContext & { settings: BookingSettings; now?: Date };
export type Dialect = "api" | "dashboard";
export type { Changed };
export interface ChangeRequest {
  bookingId: string;
  body: unknown;
  from: Dialect;
}

const actorOf = (staff: StaffUser) => ({ kind: "staff", userId: staff.id, username: staff.username }) as const;

const cancelForms = {
  api: staffCancelSchema.transform(({ reason, refundPence, refund }) => ({ reason, refund: refundPence !== undefined ? { amountPence: refundPence } : (refund ?? "full") })),
  dashboard: cancelDialogSchema,
} satisfies Record<Dialect, z.ZodType>;

const refundForms = {
  api: staffRefundSchema,
  dashboard: refundDialogSchema.transform(({ amount, reason }) => ({ amountPence: amount, reason })),
} satisfies Record<Dialect, z.ZodType>;

const changed = (context: StaffBookingContext, result: ChangeResult) => changeOutcome(context.db, context.settings, result);

function parsed<T>(result: { success: true; data: T } | { success: false; error: { message: string; fieldErrors: Partial<Record<string, string[]>> } }): T | Refusal {
  return result.success ? result.data : invalid(result.error);
}
const refused = (value: unknown): value is Refusal => typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;

type Actor = ReturnType<typeof actorOf>;

/** A change by a dialog's form: a booking that exists by its id, its form in the caller's dialect, then the change. */
function formChange<T>(
  name: string,
  forms: Record<Dialect, z.ZodType<T>>,
  run: (context: StaffBookingContext, bookingId: string, actor: Actor, form: T, staff: StaffUser) => Promise<ChangeResult>,
) {
  return namedUseCase(name, async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
    if (!isUuid(request.bookingId)) return notFound();
    const form = parsed(parseForm(forms[request.from], request.body));
    if (refused(form)) return form;
    return changed(context, await run(context, request.bookingId, actorOf(staff), form, staff));
  });
}

export const submitStaffCancel = formChange("staff.booking-cancel", cancelForms, ({ db, provider, emailContext }, bookingId, actor, form, staff) =>
  cancelBooking(db, { bookingId, actor, ...form, withinPolicy: !may(staff.role, "refunds-beyond-policy") }, { provider, emailContext }),
);

/** A refund outside a cancellation is goodwill, beyond what the policy gives: the owner's (features/staff-session/roles.ts). */
export const submitStaffRefund = formChange("staff.booking-refund", refundForms, async ({ db, provider, emailContext }, bookingId, actor, form, staff) =>
  may(staff.role, "refunds-beyond-policy")
    ? refundBookingPayment(db, { bookingId, actor, ...form }, { provider, emailContext })
    : ({ outcome: "refused", kind: "forbidden", code: "refund-beyond-policy", message: refundMessages.goodwill } as const),
);

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

/** A client's notice that came by email (the model cancellation form), by the policy as it stood when received (0036). */
export const submitCancellationNotice = namedUseCase("staff.cancellation-notice", async (context: StaffBookingContext, staff: StaffUser, request: ChangeRequest): Promise<Changed> => {
  if (!isUuid(request.bookingId)) return notFound();
  const { provider, emailContext, settings, now } = context;
  const result = await recordCancellationNotice(
    context.db,
    { bookingId: request.bookingId, actor: actorOf(staff), body: request.body },
    { provider, emailContext, timeZone: settings.timeZone, ...(now ? { now } : {}) },
  );
  if (result.outcome === "invalid") return invalid(result);
  return changed(context, result);
});

/** The dialogs' changes by the name in their address (the API's and the dashboard's). */
export const bookingChanges = {
  cancel: submitStaffCancel,
  // A client's notice that came by email (the model cancellation form), recorded with the staff member (0036).
  "cancellation-notice": submitCancellationNotice,
  refund: submitStaffRefund,
  reschedule: submitStaffReschedule,
} as const;

export const submitStudioPayment = namedUseCase(
  "staff.record-payment",
  async (context: StaffBookingContext, staff: StaffUser, request: Pick<ChangeRequest, "bookingId">): Promise<Outcome<{ paymentStatus: string }>> => {
    if (!isUuid(request.bookingId)) return notFound();
    const { provider, emailContext } = context;
    const result = await recordStudioPayment(context.db, request.bookingId, actorOf(staff), { emailContext, provider });
    if (result.outcome === "not-found") return notFound();
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    return { ok: true, paymentStatus: result.paymentStatus };
  },
);

/** A booking for a phone or walk-in client: staff's own, with no online lead time (docs/decisions/0042). */
export const submitStaffBooking = namedUseCase(
  "staff.booking-create",
  async (context: StaffBookingContext, staff: StaffUser, payload: unknown): Promise<Outcome<{ id: string; totalPence: number; startsAt: Date }>> => {
    const form = parsed(parseForm(staffBookingSchema, payload));
    if (refused(form)) return form;
    const { settings, emailContext, now } = context;
    const result = await createStaffBooking(context.db, form, actorOf(staff), { settings, emailContext, ...(now ? { now } : {}) });
    if (result.outcome === "created") return { ok: true, id: result.id, totalPence: result.totalPence, startsAt: result.startsAt };
    const { kind, code, message, fieldErrors } = staffBookingRefusal(result, settings);
    return refuse(kind, code, message, fieldErrors);
  },
);
