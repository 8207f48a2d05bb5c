import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import { voucherPagePath } from "~/features/vouchers";
import { orderVoucher, startVoucherPayment, voucherByPageToken, type VoucherPayments } from "~/features/vouchers/index.server";
import type { FormLimits } from "~/lib/throttle.server";
import type { EmailContext } from "~/features/mail";
import { HttpError } from "../http-errors.server";

export interface GiftVoucherRouteDeps {
  db: Database;
  payments: VoucherPayments;
  formLimits: FormLimits;
  json: express.RequestHandler[];
  emailContext: EmailContext;
}

/**
 * Gift vouchers bought online (issue 13, docs/decisions/0025): POST /api/gift-vouchers orders one (throttled like
 * every public form) and answers with its page and its payment, which the card step confirms like a booking's.
 * The payment's outcome reaches the voucher through the booking's webhook and the demo provider's confirm.
 */
export function giftVoucherRoutes({ db, payments, formLimits, json, emailContext }: GiftVoucherRouteDeps): express.Router {
  const router = express.Router();
  const pageUrl = (req: Request, token: string) => `${emailContext.origin || `${req.protocol}://${req.get("host")}`}${voucherPagePath(token)}`;

  router.post("/gift-vouchers", ...json, async (req, res) => {
    const result = await orderVoucher(db, { address: req.ip ?? "unknown", limits: formLimits }, req.body);
    switch (result.outcome) {
      case "throttled":
        throw new HttpError(429, "Too many requests. Please wait a little and try again.", { headers: { "Retry-After": String(result.retryAfter) } });
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

  return router;
}
