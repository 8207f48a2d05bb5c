import express from "express";
import type { Database } from "~/db/client.server";
import { rescheduleSchema, staffCancelSchema, staffRefundSchema } from "~/features/booking/changes/booking-change-form";
import { slotRefusal } from "~/features/booking/booking-messages";
import { bookingSettingsCopy } from "~/features/booking/diary/booking-settings";
import { findBooking, type Booking, type BookingSettings } from "~/features/booking/index.server";
import {
  cancelBooking,
  createStaffBooking,
  recordCancellationNotice,
  recordStudioPayment,
  refundBookingPayment,
  rescheduleBooking,
  type Actor,
  type ChangeResult,
  staffBookingRefusal,
  type PaymentProvider,
} from "~/features/booking/index.server";
import { staffBookingSchema } from "~/features/booking/staff/staff-booking-form";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { HttpError, notFound } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export interface BookingChangeDeps {
  db: Database;
  production: boolean;
  payments: PaymentProvider;
  settings: BookingSettings;
  emailContext: EmailContext;
  json: express.RequestHandler[];
  /** The server's clock; tests hand in a fixed one. */
  clock?: () => Date;
}

/** What a change answers, for staff and for the manage link alike: the booking's state after it, or why not. */
export function changeAnswer(res: express.Response, result: ChangeResult, settings: BookingSettings, fresh: Booking | undefined): void {
  if (result.outcome === "not-found") throw notFound("Booking not found");
  if (result.outcome === "unavailable") {
    const { status, code, message } = slotRefusal(result.reason, bookingSettingsCopy(settings));
    res.status(status).json({ message, code, ...(status === 400 ? { fieldErrors: { preferredTime: [message] } } : {}) });
    return;
  }
  if (result.outcome === "refused") {
    res.status(result.status).json({ message: result.message, code: result.code });
    return;
  }
  const booking = fresh ?? result.booking;
  res.json({
    id: booking.id,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    startsAt: booking.startsAt?.toISOString() ?? null,
    preferredDate: booking.preferredDate,
    preferredTime: booking.preferredTime,
    totalPence: booking.totalPence,
    refundPence: result.refundPence,
    // A cancellation: what went back on the gift voucher (docs/decisions/0031).
    ...(result.voucherBackPence !== undefined ? { voucherBackPence: result.voucherBackPence } : {}),
    refundedPence: booking.refundedPence,
  });
}

function parsed<T>(result: { success: true; data: T } | { success: false; error: { message: string; fieldErrors: Record<string, string[] | undefined> } }): T {
  if (!result.success) throw new HttpError(400, result.error.message, { fieldErrors: result.error.fieldErrors });
  return result.data;
}

/** Staff cancel with a refund choice, refund, and move a booking (issue 10; DESIGN 3b). */
export function bookingChangeRoutes({ db, production, payments, settings, emailContext, json, clock = () => new Date() }: BookingChangeDeps): express.Router {
  const router = express.Router();
  const staffOnly = requireStaff(db, production);
  const bookingId = (req: express.Request) => {
    const id = String(req.params.id);
    if (!isUuid(id)) throw notFound("Booking not found");
    return id;
  };
  const actorOf = (res: express.Response): Actor => ({ kind: "staff", userId: res.locals.staff!.id, username: res.locals.staff!.username });
  // The refund may have settled after the change committed (the demo provider's does at once): answer with it.
  const refreshed = async (result: ChangeResult) => (result.outcome === "changed" ? findBooking(db, result.booking.id) : undefined);

  router.post("/bookings/:id/cancel", staffOnly, ...json, async (req, res) => {
    const id = bookingId(req);
    const body = parsed(parseForm(staffCancelSchema, req.body));
    const refund = body.refundPence !== undefined ? { amountPence: body.refundPence } : (body.refund ?? "full");
    const result = await cancelBooking(db, { bookingId: id, actor: actorOf(res), refund, reason: body.reason }, { provider: payments, emailContext });
    changeAnswer(res, result, settings, await refreshed(result));
  });

  // A client's notice that came by email (the model cancellation form): her cancellation, by the policy as it stood
  // when the notice was received, recorded and audited with the staff member (docs/decisions/0036).
  router.post("/bookings/:id/cancellation-notice", staffOnly, ...json, async (req, res) => {
    const id = bookingId(req);
    const result = await recordCancellationNotice(db, { bookingId: id, actor: actorOf(res), body: req.body }, { provider: payments, emailContext, timeZone: settings.timeZone, now: clock() });
    if (result.outcome === "invalid") throw new HttpError(400, result.message, { fieldErrors: result.fieldErrors });
    changeAnswer(res, result, settings, await refreshed(result));
  });

  router.post("/bookings/:id/refund", staffOnly, ...json, async (req, res) => {
    const id = bookingId(req);
    const body = parsed(parseForm(staffRefundSchema, req.body));
    const result = await refundBookingPayment(db, { bookingId: id, actor: actorOf(res), ...body }, { provider: payments, emailContext });
    changeAnswer(res, result, settings, await refreshed(result));
  });

  router.post("/bookings/:id/reschedule", staffOnly, ...json, async (req, res) => {
    const id = bookingId(req);
    const body = parsed(parseForm(rescheduleSchema, req.body));
    const result = await rescheduleBooking(db, { bookingId: id, actor: actorOf(res), ...body }, { emailContext, settings });
    changeAnswer(res, result, settings, await refreshed(result));
  });

  router.post("/admin/bookings", staffOnly, ...json, async (req, res) => {
    const body = parsed(parseForm(staffBookingSchema, req.body));
    const result = await createStaffBooking(db, body, actorOf(res), { settings, emailContext, now: clock() });
    if (result.outcome === "created") {
      res.status(201).json({ id: result.id, totalPence: result.totalPence, startsAt: result.startsAt.toISOString() });
      return;
    }
    const { status, ...answer } = staffBookingRefusal(result, settings);
    res.status(status).json(answer);
  });

  router.post("/bookings/:id/record-payment", staffOnly, async (req, res) => {
    const id = bookingId(req);
    const result = await recordStudioPayment(db, id, actorOf(res), { emailContext, provider: payments });
    if (result.outcome === "not-found") throw notFound("Booking not found");
    if (result.outcome === "refused") {
      res.status(409).json({ message: result.message, code: result.code });
      return;
    }
    res.json({ id, paymentStatus: result.paymentStatus });
  });

  return router;
}
