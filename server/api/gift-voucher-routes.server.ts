import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import { voucherPagePath } from "~/features/vouchers";
import {
  cancelVoucherInPeriod,
  orderVoucher,
  startVoucherPayment,
  voucherByPageToken,
  voucherIdByPageToken,
  type VoucherPayments,
  type VoucherRefunds,
} from "~/features/vouchers/index.server";
import { messages } from "~/lib/forms";
import { isTokenShape } from "~/lib/tokens";
import type { FormLimits } from "~/lib/throttle.server";
import type { EmailContext } from "~/features/mail";
import { HttpError, notFound } from "../http-errors.server";
import { voucherCancelAnswer } from "./voucher-routes.server";

export interface GiftVoucherRouteDeps {
  db: Database;
  payments: VoucherPayments & VoucherRefunds;
  formLimits: FormLimits;
  json: express.RequestHandler[];
  emailContext: EmailContext;
  timeZone: string;
}

/**
 * Gift vouchers bought online (issue 13, docs/decisions/0025): POST /api/gift-vouchers orders one (throttled like
 * every public form) and answers with its page and its payment, which the card step confirms like a booking's.
 * The payment's outcome reaches the voucher through the booking's webhook and the demo provider's confirm.
 */
export function giftVoucherRoutes({ db, payments, formLimits, json, emailContext, timeZone }: GiftVoucherRouteDeps): express.Router {
  const router = express.Router();
  const pageUrl = (req: Request, token: string) => `${emailContext.origin || `${req.protocol}://${req.get("host")}`}${voucherPagePath(token)}`;

  router.post("/gift-vouchers", ...json, async (req, res) => {
    const result = await orderVoucher(db, { address: req.ip ?? "unknown", limits: formLimits }, req.body);
    switch (result.outcome) {
      case "throttled":
        throw new HttpError(429, messages.tooManyRequests, { headers: { "Retry-After": String(result.retryAfter) } });
      case "invalid":
        throw new HttpError(400, result.error.message, { fieldErrors: result.error.fieldErrors });
      case "dropped":
        res.locals.log.warn({ honeypot: true }, "dropped a gift voucher order that filled the honeypot");
        res.status(201).json({ voucherUrl: pageUrl(req, result.pageToken), amount: 0, payment: null });
        return;
      case "stored": {
        const found = await voucherByPageToken(db, result.pageToken);
        const payment = found ? await startVoucherPayment(db, payments, found.voucher) : undefined;
        res.set("Cache-Control", "no-store");
        res.status(201).json({
          voucherUrl: pageUrl(req, result.pageToken),
          amount: result.amountPence,
          payment:
            payment?.outcome === "ready"
              ? { clientSecret: payment.clientSecret, provider: payment.provider, publishableKey: payment.publishableKey }
              : null,
        });
      }
    }
  });

  // The buyer's own cancel within the 14 days: the page's token is what she holds (docs/decisions/0036).
  router.post("/gift-vouchers/:token/cancel", async (req, res) => {
    const token = String(req.params.token);
    const voucherId = isTokenShape(token) ? await voucherIdByPageToken(db, token) : undefined;
    if (!voucherId) throw notFound("No voucher has that link");
    const now = new Date();
    const result = await cancelVoucherInPeriod(db, payments, voucherId, { actor: "buyer", noticeReceivedAt: now, now, timeZone }, emailContext);
    res.set("Cache-Control", "no-store").json(voucherCancelAnswer(result));
  });

  return router;
}
