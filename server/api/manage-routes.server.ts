import express from "express";
import type { Database } from "~/db/client.server";
import type { BookingSettings } from "~/features/booking/index.server";
import { courseForManage } from "~/features/booking/manage/manage.server";
import { openedBooking, type ManageContext } from "~/features/booking/use-cases/manage-link.server";
import { submitClientCancel } from "~/features/booking/use-cases/submit-client-cancel.server";
import { submitClientReschedule } from "~/features/booking/use-cases/submit-client-reschedule.server";
import { submitSessionBooking } from "~/features/booking/use-cases/submit-session-booking.server";
import { courseAnswer } from "~/features/booking/courses/course-view";
import { manageAnswer } from "~/features/booking/manage/manage-view";
import type { PaymentProvider } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import { serves } from "~/lib/use-case";
import { refusalError } from "../http-errors.server";
import { changedBody } from "./booking-change-routes.server";

export interface ManageRouteDeps {
  db: Database;
  payments: PaymentProvider;
  settings: BookingSettings;
  emailContext: EmailContext;
  json: express.RequestHandler[];
  /** The server's clock; tests hand in a fixed one. */
  clock?: () => Date;
}

/** The client's manage link as JSON (DESIGN 3b): the booking and what she may do, cancel, move. */
export function manageRoutes({ db, payments, settings, emailContext, json, clock = () => new Date() }: ManageRouteDeps): express.Router {
  const router = express.Router();
  const contextOf = (): ManageContext => ({ db, provider: payments, emailContext, settings, now: clock() });
  // The token is the client's key: nothing about it may be cached on the way, and a wrong one says only "not found".
  const linkOf = (req: express.Request, res: express.Response) => {
    res.set("Cache-Control", "no-store");
    return [{ address: req.ip ?? "unknown" }, { token: String(req.params.token), body: req.body as unknown }] as const;
  };

  router.get("/bookings/manage/:token", async (req, res) => {
    const [visitor, { token }] = linkOf(req, res);
    const booking = await openedBooking(db, visitor, token);
    if ("ok" in booking) throw refusalError(booking);
    const now = clock();
    res.json(manageAnswer(booking, now, emailContext.studio.phone, await courseForManage(db, booking, now)));
  });

  const change = (submit: typeof submitClientCancel) =>
    serves([submit], async (req: express.Request, res: express.Response) => {
      const outcome = await submit(contextOf(), ...linkOf(req, res));
      if (!outcome.ok) throw refusalError(outcome);
      res.json(changedBody(outcome.booking, outcome.refundPence, outcome.voucherBackPence));
    });
  router.post("/bookings/manage/:token/cancel", change(submitClientCancel));
  router.post("/bookings/manage/:token/reschedule", ...json, change(submitClientReschedule));

  // A course's next session, paid for with the course (docs/decisions/0021).
  router.post(
    "/bookings/manage/:token/sessions",
    ...json,
    serves([submitSessionBooking], async (req: express.Request, res: express.Response) => {
      const outcome = await submitSessionBooking(contextOf(), ...linkOf(req, res));
      if (!outcome.ok) throw refusalError(outcome);
      const { session, course } = outcome;
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
    }),
  );

  return router;
}
