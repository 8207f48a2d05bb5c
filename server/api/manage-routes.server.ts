import express from "express";
import type { Database } from "~/db/client.server";
import { rescheduleSchema } from "~/features/booking/changes/booking-change-form";
import type { BookingSettings } from "~/features/booking/index.server";
import { clientBookSession, clientCancel, clientReschedule, courseForManage, openManageLink } from "~/features/booking/manage/manage.server";
import { courseAnswer } from "~/features/booking/courses/course-view";
import { slotRefusal } from "~/features/booking/booking-messages";
import { bookingSettingsCopy } from "~/features/booking/diary/booking-settings";
import { manageAnswer } from "~/features/booking/manage/manage-view";
import type { PaymentProvider } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import { messages, parseForm } from "~/lib/forms";
import { HttpError, notFound } from "../http-errors.server";
import { changeAnswer } from "./booking-change-routes.server";

export interface ManageRouteDeps {
  db: Database;
  payments: PaymentProvider;
  settings: BookingSettings;
  emailContext: EmailContext;
  json: express.RequestHandler[];
}

/** The client's manage link as JSON (DESIGN 3b): the booking and what she may do, cancel, move. */
export function manageRoutes({ db, payments, settings, emailContext, json }: ManageRouteDeps): express.Router {
  const router = express.Router();
  const context = { provider: payments, emailContext, settings };

  // The token is the client's key: nothing about it may be cached on the way, and a wrong one says only "not found".
  const open = async (req: express.Request, res: express.Response) => {
    res.set("Cache-Control", "no-store");
    const lookup = await openManageLink(db, String(req.params.token), req.ip ?? "unknown");
    if (lookup.outcome === "throttled") {
      throw new HttpError(429, messages.tooManyRequests, { headers: { "Retry-After": String(lookup.retryAfter) } });
    }
    if (lookup.outcome === "not-found") throw notFound("Booking not found");
    return lookup.booking;
  };

  router.get("/bookings/manage/:token", async (req, res) => {
    const booking = await open(req, res);
    const now = new Date();
    res.json(manageAnswer(booking, now, emailContext.studio.phone, await courseForManage(db, booking, now)));
  });

  router.post("/bookings/manage/:token/cancel", async (req, res) => {
    const booking = await open(req, res);
    const { result, fresh } = await clientCancel(db, booking, context);
    changeAnswer(res, result, settings, fresh);
  });

  router.post("/bookings/manage/:token/reschedule", ...json, async (req, res) => {
    const booking = await open(req, res);
    const body = parseForm(rescheduleSchema, req.body);
    if (!body.success) throw new HttpError(400, body.error.message, { fieldErrors: body.error.fieldErrors });
    const { result, fresh } = await clientReschedule(db, booking, body.data, context);
    changeAnswer(res, result, settings, fresh);
  });

  // A course's next session, paid for with the course (docs/decisions/0021).
  router.post("/bookings/manage/:token/sessions", ...json, async (req, res) => {
    const booking = await open(req, res);
    const body = parseForm(rescheduleSchema, req.body);
    if (!body.success) throw new HttpError(400, body.error.message, { fieldErrors: body.error.fieldErrors });
    const result = await clientBookSession(db, booking, body.data, context);
    if (result.outcome === "not-a-course") throw notFound("This booking is not part of a course");
    if (result.outcome === "refused") {
      res.status(result.status).json({ message: result.message, code: result.code });
      return;
    }
    if (result.outcome === "unavailable") {
      const { status, code, message } = slotRefusal(result.reason, bookingSettingsCopy(settings));
      res.status(status).json({ message, code, ...(status === 400 ? { fieldErrors: { preferredTime: [message] } } : {}) });
      return;
    }
    const session = result.booking;
    const course = await courseForManage(db, session);
    res.status(201).json({
      id: session.id,
      status: session.status,
      paymentStatus: session.paymentStatus,
      totalPence: session.totalPence,
      startsAt: session.startsAt?.toISOString() ?? null,
      preferredDate: session.preferredDate,
      preferredTime: session.preferredTime,
      course: course ? courseAnswer(course, emailContext.studio.phone) : null,
    });
  });

  return router;
}
