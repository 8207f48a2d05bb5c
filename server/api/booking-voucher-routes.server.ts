import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { applyVoucherSchema, bookingVoucherMessages as voucherRefusalMessages, voucherApplyCounters, voucherRefusalAnswer } from "~/features/booking/vouchers/booking-vouchers";
import { applyVoucher, confirmVoucherPaid, removeVoucher, type VoucherChangeResult } from "~/features/booking/vouchers/booking-vouchers.server";
import { parseForm } from "~/lib/forms";
import { hitEach, refund } from "~/lib/throttle.server";
import { HttpError, notFound } from "../http-errors.server";

export interface BookingVoucherRouteDeps {
  db: Database;
  payments: PaymentProvider;
  json: express.RequestHandler[];
  emailContext: EmailContext;
}

const bookingNotFound = "Booking not found";

function refused(result: Exclude<VoucherChangeResult, { outcome: "applied" | "removed" }>): never {
  if (result.outcome === "not-found") throw notFound(bookingNotFound);
  const { status, message, field } = voucherRefusalAnswer(result.code);
  throw new HttpError(status, message, { code: result.code, ...(field ? { fieldErrors: { code: [message] } } : {}) });
}

/**
 * A gift voucher at checkout (docs/decisions/0026): POST /api/bookings/:id/voucher {code} applies one (throttled per
 * address and per booking), DELETE takes it off before paying, POST /api/bookings/:id/voucher/confirm confirms a
 * booking the voucher pays in full. The answer states what the server computed: the browser sends only the code.
 */
export function bookingVoucherRoutes({ db, payments, json, emailContext }: BookingVoucherRouteDeps): express.Router {
  const router = express.Router();
  const answer = (res: express.Response, result: Extract<VoucherChangeResult, { outcome: "applied" | "removed" }>) =>
    res.set("Cache-Control", "no-store").json({ voucher: result.voucher, amountDue: result.duePence });

  router.post("/bookings/:id/voucher", ...json, async (req: Request<{ id: string }>, res) => {
    const parsed = parseForm(applyVoucherSchema, req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.message, { fieldErrors: parsed.error.fieldErrors });
    const counters = voucherApplyCounters(req.ip ?? "unknown", req.params.id);
    const verdicts = await hitEach(db, counters);
    const blocked = verdicts.find((verdict) => !verdict.allowed);
    if (blocked) {
      throw new HttpError(429, voucherRefusalMessages.throttled, { headers: { "Retry-After": String(blocked.retryAfter) }, fieldErrors: { code: [voucherRefusalMessages.throttled] } });
    }
    const result = await applyVoucher(db, payments, { bookingId: req.params.id, code: parsed.data.code }, { emailContext });
    if (result.outcome !== "applied" && result.outcome !== "removed") return refused(result);
    // A code that worked was not a guess.
    await refund(db, counters);
    answer(res, result);
  });

  router.delete("/bookings/:id/voucher", async (req: Request<{ id: string }>, res) => {
    const result = await removeVoucher(db, payments, req.params.id, { emailContext });
    if (result.outcome !== "applied" && result.outcome !== "removed") return refused(result);
    answer(res, result);
  });

  router.post("/bookings/:id/voucher/confirm", async (req: Request<{ id: string }>, res) => {
    const result = await confirmVoucherPaid(db, req.params.id, { emailContext });
    if (result.outcome !== "paid") return refused(result);
    res.set("Cache-Control", "no-store").json({ id: result.booking.id, paymentStatus: result.booking.paymentStatus, amountDue: 0 });
  });

  return router;
}
