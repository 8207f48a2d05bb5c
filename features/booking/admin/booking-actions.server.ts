import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { bookingMessages } from "../rules/booking-messages";
import { staffFreeTimes } from "../staff/staff-bookings.server";
import { serves } from "~/lib/use-case";
import { isUuid } from "~/lib/ids";
import { formatLondonDateTime } from "~/lib/display-time";
import { isValidDate } from "~/lib/zoned-time";
import { bookingRefunds, statusHistory } from "./booking-records.server";
import { failure, pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { requireStaffPage } from "~/features/staff-session/index.server";
import { bookingChanges } from "./use-cases/booking-changes.server";
import type { Changed } from "./use-cases/staff-context.server";
import { submitStaffBooking } from "./use-cases/submit-staff-booking.server";
import { submitStudioPayment } from "./use-cases/submit-studio-payment.server";

/**
 * The dashboard's booking dialogs (app/routes/staff/bookings/admin-booking-*.ts): cancel with a refund choice, refund, move,
 * record a payment taken at the studio, and book for a phone or walk-in client, through the same use cases as the
 * staff API (./use-cases). Amounts arrive in pounds, as staff type them, and become pence here.
 */

declare module "./booking-admin-data" {
  interface BookingAdminServer {
    bookingChange: typeof bookingChangeAction;
    bookingHistory: typeof bookingHistoryLoader;
    freeTimes: typeof freeTimesLoader;
    newBooking: typeof newBookingAction;
  }
}

type Change = keyof typeof bookingChanges | "record-payment";
const isChange = (value: unknown): value is Change => typeof value === "string" && (Object.hasOwn(bookingChanges, value) || value === "record-payment");

/** Which of a dialog's fields a refusal's code is shown under (the rest are shown above its buttons). */
const fieldOf: Partial<Record<Change, Partial<Record<string, string>>>> = {
  cancel: { "refund-too-large": "amount", "paid-at-studio": "refund" },
  refund: { "refund-too-large": "amount" },
  "cancellation-notice": { "cancel-not-allowed": "receivedAt" },
};

function answer(outcome: Changed, change: Change) {
  if (outcome.ok) return { ok: true as const, status: outcome.booking.status, refundPence: outcome.refundPence };
  // A refused time belongs beside the time field, whichever status it is answered with.
  const field = outcome.code.startsWith("slot-") ? "preferredTime" : fieldOf[change]?.[outcome.code];
  return pageFailure(field && !outcome.fieldErrors ? { ...outcome, fieldErrors: { [field]: [outcome.message] } } : outcome);
}

/** POST /admin/bookings/:id/(cancel|refund|reschedule|record-payment|cancellation-notice). */
export const bookingChangeAction = serves([...Object.values(bookingChanges), submitStudioPayment], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "bookings");
  const bookingId = String(params.id);
  if (!isUuid(bookingId) || !isChange(params.change)) return failure(404, "not-found", bookingMessages.notFound);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const { db, payments: provider, emailContext, bookingSettings: settings } = context;
  const useCaseContext = { db, provider, emailContext, settings };
  if (params.change === "record-payment") {
    const outcome = await submitStudioPayment(useCaseContext, staff, { bookingId });
    return outcome.ok ? { ok: true as const, status: undefined, refundPence: 0 } : pageFailure(outcome);
  }
  return answer(await bookingChanges[params.change](useCaseContext, staff, { bookingId, body: payload, from: "dashboard" }), params.change);
});

/** GET /admin/bookings/:id/history: who changed the booking, when, what and why, and its refunds. */
export async function bookingHistoryLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "bookings");
  const id = String(params.id);
  if (!isUuid(id)) return failure(404, "not-found", bookingMessages.notFound);
  const [changes, refunds] = await Promise.all([statusHistory(context.db, id), bookingRefunds(context.db, id)]);
  return {
    ok: true as const,
    changes: changes.map(({ id, actor, username, memberName, fromStatus, toStatus, fromPaymentStatus, toPaymentStatus, reason, changedAt }) => ({
      id,
      actor,
      username,
      memberName,
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
 * GET /admin/free-times?date=YYYY-MM-DD&services=SLUG,SLUG or &except=ID: the free start times that day for a new
 * booking of those services, or for moving that booking (staffFreeTimes); with &patchTest=move, the times her patch
 * test can move with it, each with the test's time.
 */
export async function freeTimesLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "bookings");
  const query = new URL(request.url).searchParams;
  const date = query.get("date") ?? "";
  const services = (query.get("services") ?? "").split(",").filter(Boolean);
  const except = query.get("except") ?? undefined;
  const practitioner = query.get("practitioner") || undefined;
  if (!isValidDate(date)) return failure(400, "invalid", bookingMessages.date, { preferredDate: [bookingMessages.date] });
  if (except !== undefined && !isUuid(except)) return failure(404, "not-found", bookingMessages.notFound);
  if (except === undefined && services.length === 0) return failure(400, "invalid", bookingMessages.items, { items: [bookingMessages.items] });
  const withPatchTest = query.get("patchTest") === "move";
  const found = await staffFreeTimes(context.db, { date, services, except, practitioner, withPatchTest }, { settings: context.bookingSettings });
  if (found.outcome === "unknown-practitioner") return failure(400, "unknown-practitioner", bookingMessages.practitioner, { practitionerId: [bookingMessages.practitioner] });
  if (found.outcome === "not-found") return failure(404, "not-found", bookingMessages.notFound);
  if (found.outcome === "invalid-items") return failure(400, "invalid", found.message, { items: [found.message] });
  return {
    ok: true as const,
    date,
    times: found.times,
    heldBack: found.heldBack ?? 0,
    patchMovable: found.patchMovable ?? false,
    patchTests: found.patchTests ? Object.fromEntries([...found.patchTests].map(([time, start]) => [time, formatLondonDateTime(start)])) : undefined,
  };
}

/** POST /admin/bookings: a booking for a phone or walk-in client. */
export const newBookingAction = serves([submitStaffBooking], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "bookings");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const { db, payments: provider, emailContext, bookingSettings: settings } = context;
  const outcome = await submitStaffBooking({ db, provider, emailContext, settings }, staff, payload);
  return outcome.ok ? { ok: true as const, id: outcome.id, totalPence: outcome.totalPence, startsAt: outcome.startsAt.toISOString() } : pageFailure(outcome);
});
