import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { bookingMessages, cancelDialogSchema, refundDialogSchema, rescheduleSchema, staffBookingSchema } from "~/features/booking";
import { bookingSettingsCopy, slotRefusal, staffBookingSettings } from "~/features/booking";
import {
  cancelBooking,
  createStaffBooking,
  freeTimes,
  recordCancellationNotice,
  recordStudioPayment,
  refundBookingPayment,
  rescheduleBooking,
  staffBookingRefusal,
  type ChangeResult,
} from "~/features/booking/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { isValidDate } from "~/lib/zoned-time";
import { bookingRefunds, statusHistory } from "./admin.server";
import { failure, payloadOf, requireStaffAction, unreadable } from "./admin-page.server";
import { requireStaffPage } from "./staff-session.server";
import type { StaffUser } from "./staff.server";

/**
 * The dashboard's booking dialogs (app/routes/staff/admin-booking-*.ts): cancel with a refund choice, refund, move,
 * record a payment taken at the studio, and book for a phone or walk-in client, through the same functions as the
 * staff API. Amounts arrive in pounds, as staff type them, and become pence here.
 */

declare module "./ui/admin-data" {
  interface AdminServer {
    bookingChange: typeof bookingChangeAction;
    bookingHistory: typeof bookingHistoryLoader;
    freeTimes: typeof freeTimesLoader;
    newBooking: typeof newBookingAction;
  }
}

const actorOf = (staff: StaffUser) => ({ kind: "staff", userId: staff.id, username: staff.username }) as const;
const changes = ["cancel", "refund", "reschedule", "record-payment", "cancellation-notice"] as const;
type Change = (typeof changes)[number];
const isChange = (value: unknown): value is Change => typeof value === "string" && (changes as readonly string[]).includes(value);

/** `fields`: which of the dialog's fields a refusal's code belongs under (the rest are shown above its buttons). */
function answer(result: ChangeResult, settings: Parameters<typeof bookingSettingsCopy>[0], fields: Partial<Record<string, string>> = {}) {
  if (result.outcome === "not-found") return failure(404, "not-found", "Booking not found");
  if (result.outcome === "unavailable") {
    const { code, message, status } = slotRefusal(result.reason, bookingSettingsCopy(settings));
    return failure(status, code, message, { preferredTime: [message] });
  }
  if (result.outcome === "refused") {
    const field = fields[result.code];
    return failure(result.status, result.code, result.message, field ? { [field]: [result.message] } : undefined);
  }
  return { ok: true as const, status: result.booking.status, refundPence: result.refundPence };
}

/** POST /admin/bookings/:id/(cancel|refund|reschedule|record-payment|cancellation-notice). */
export async function bookingChangeAction({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const id = String(params.id);
  if (!isUuid(id) || !isChange(params.change)) return failure(404, "not-found", "Booking not found");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const actor = actorOf(staff);
  const { db, payments: provider, emailContext, bookingSettings: settings } = context;
  switch (params.change) {
    case "cancel": {
      const form = parseForm(cancelDialogSchema, payload);
      if (!form.success) return failure(400, "invalid", form.error.message, form.error.fieldErrors);
      return answer(await cancelBooking(db, { bookingId: id, actor, ...form.data }, { provider, emailContext }), settings, { "refund-too-large": "amount", "paid-at-studio": "refund" });
    }
    case "refund": {
      const form = parseForm(refundDialogSchema, payload);
      if (!form.success) return failure(400, "invalid", form.error.message, form.error.fieldErrors);
      const { amount, reason } = form.data;
      return answer(await refundBookingPayment(db, { bookingId: id, actor, amountPence: amount, reason }, { provider, emailContext }), settings, { "refund-too-large": "amount" });
    }
    case "reschedule": {
      const form = parseForm(rescheduleSchema, payload);
      if (!form.success) return failure(400, "invalid", form.error.message, form.error.fieldErrors);
      return answer(await rescheduleBooking(db, { bookingId: id, actor, ...form.data }, { emailContext, settings }), settings);
    }
    case "cancellation-notice": {
      const result = await recordCancellationNotice(db, { bookingId: id, actor, body: payload }, { provider, emailContext, timeZone: settings.timeZone });
      if (result.outcome === "invalid") return failure(400, "invalid", result.message, result.fieldErrors);
      return answer(result, settings, { "cancel-not-allowed": "receivedAt" });
    }
    case "record-payment": {
      const result = await recordStudioPayment(db, id, actor, { emailContext, provider });
      if (result.outcome === "not-found") return failure(404, "not-found", "Booking not found");
      if (result.outcome === "refused") return failure(409, result.code, result.message);
      return { ok: true as const, status: undefined, refundPence: 0 };
    }
  }
}

/** GET /admin/bookings/:id/history: who changed the booking, when, what and why, and its refunds. */
export async function bookingHistoryLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaffPage(request, context);
  const id = String(params.id);
  if (!isUuid(id)) return failure(404, "not-found", "Booking not found");
  const [changes, refunds] = await Promise.all([statusHistory(context.db, id), bookingRefunds(context.db, id)]);
  return {
    ok: true as const,
    changes: changes.map(({ id, actor, username, fromStatus, toStatus, fromPaymentStatus, toPaymentStatus, reason, changedAt }) => ({
      id,
      actor,
      username,
      fromStatus,
      toStatus,
      fromPaymentStatus,
      toPaymentStatus,
      reason,
      changedAt,
    })),
    refunds,
  };
}

/**
 * GET /admin/free-times?date=YYYY-MM-DD&minutes=N[&except=ID]: the free start times that day for an appointment of
 * that length, not counting the booking being moved.
 */
export async function freeTimesLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPage(request, context);
  const query = new URL(request.url).searchParams;
  const date = query.get("date") ?? "";
  const minutes = Number(query.get("minutes"));
  const except = query.get("except") ?? undefined;
  if (!isValidDate(date)) return failure(400, "invalid", bookingMessages.date, { preferredDate: [bookingMessages.date] });
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 24 * 60) return failure(400, "invalid", "Give the appointment's length in minutes.");
  if (except !== undefined && !isUuid(except)) return failure(404, "not-found", "Booking not found");
  // A new booking (nothing to move) is staff's own: no online lead time (docs/decisions/0042); a move keeps the rules
  // its action checks.
  const settings = except ? context.bookingSettings : staffBookingSettings(context.bookingSettings);
  const { slots } = await freeTimes(context.db, { durationMinutes: minutes, from: date, days: 1, now: new Date(), settings, except });
  return { ok: true as const, date, times: slots.filter((slot) => slot.date === date).map((slot) => slot.time) };
}

/** POST /admin/bookings: a booking for a phone or walk-in client. */
export async function newBookingAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const form = parseForm(staffBookingSchema, payload);
  if (!form.success) return failure(400, "invalid", form.error.message, form.error.fieldErrors);
  const result = await createStaffBooking(context.db, form.data, actorOf(staff), { settings: context.bookingSettings, emailContext: context.emailContext });
  if (result.outcome === "created") return { ok: true as const, id: result.id, totalPence: result.totalPence, startsAt: result.startsAt.toISOString() };
  const { status, code, message, fieldErrors } = staffBookingRefusal(result, context.bookingSettings);
  return failure(status, code, message, fieldErrors);
}
