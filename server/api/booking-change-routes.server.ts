import express from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { type Booking, type BookingSettings, type PaymentProvider } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import { bookingChanges, submitStaffBooking, submitStudioPayment } from "~/features/booking/admin/index.server";
import { serves } from "~/lib/use-case";
import { refusalError } from "../http-errors.server";
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

/** A booking after a change, for staff and for the manage link alike: its state now, what was refunded and, for a cancellation, what went back on its voucher (0031). */
export function changedBody(booking: Booking, refundPence: number, voucherBackPence: number | undefined) {
  return {
    id: booking.id,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    startsAt: booking.startsAt?.toISOString() ?? null,
    preferredDate: booking.preferredDate,
    preferredTime: booking.preferredTime,
    totalPence: booking.totalPence,
    refundPence,
    ...(voucherBackPence !== undefined ? { voucherBackPence } : {}),
    refundedPence: booking.refundedPence,
  };
}

/** Staff cancel with a refund choice, refund, and move a booking (issue 10; DESIGN 3b), through staff's use cases. */
export function bookingChangeRoutes({ db, production, payments, settings, emailContext, json, clock = () => new Date() }: BookingChangeDeps): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  const contextOf = () => ({ db, provider: payments, emailContext, settings, now: clock() });
  for (const [change, submit] of Object.entries(bookingChanges)) {
    router.post(
      `/bookings/:id/${change}`,
      staff("bookings"),
      ...json,
      serves([submit], async (req: express.Request, res: express.Response) => {
        const outcome = await submit(contextOf(), res.locals.staff!, { bookingId: String(req.params.id), body: req.body, from: "api" });
        if (!outcome.ok) throw refusalError(outcome);
        res.json(changedBody(outcome.booking, outcome.refundPence, outcome.voucherBackPence));
      }),
    );
  }

  router.post(
    "/admin/bookings",
    staff("bookings"),
    ...json,
    serves([submitStaffBooking], async (req: express.Request, res: express.Response) => {
      const outcome = await submitStaffBooking(contextOf(), res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json({ id: outcome.id, totalPence: outcome.totalPence, startsAt: outcome.startsAt.toISOString() });
    }),
  );

  router.post(
    "/bookings/:id/record-payment",
    staff("bookings"),
    serves([submitStudioPayment], async (req: express.Request, res: express.Response) => {
      const bookingId = String(req.params.id);
      const outcome = await submitStudioPayment(contextOf(), res.locals.staff!, { bookingId });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ id: bookingId, paymentStatus: outcome.paymentStatus });
    }),
  );

  return router;
}
