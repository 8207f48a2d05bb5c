import express, { type Request, type Response } from "express";
import type { Database } from "~/db/client.server";
import { voucherPagePath } from "~/features/vouchers";
import { submitBuyerVoucherCancel, submitVoucherOrder, type VoucherPayments, type VoucherRefunds } from "~/features/vouchers/index.server";
import type { FormLimits } from "~/lib/throttle.server";
import { serves } from "~/lib/use-case";
import type { EmailContext } from "~/features/mail";
import { refusalError } from "../http-errors.server";

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

  router.post(
    "/gift-vouchers",
    ...json,
    serves([submitVoucherOrder], async (req: Request, res: Response) => {
      const outcome = await submitVoucherOrder({ db, payments }, { address: req.ip ?? "unknown", limits: formLimits }, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      if (outcome.dropped) {
        res.locals.log.warn({ honeypot: true }, "dropped a gift voucher order that filled the honeypot");
        res.status(201).json({ voucherUrl: pageUrl(req, outcome.pageToken), amount: 0, payment: null });
        return;
      }
      res.set("Cache-Control", "no-store").status(201).json({ voucherUrl: pageUrl(req, outcome.pageToken), amount: outcome.amountPence, payment: outcome.payment });
    }),
  );

  router.post(
    "/gift-vouchers/:token/cancel",
    serves([submitBuyerVoucherCancel], async (req: Request, res: Response) => {
      res.set("Cache-Control", "no-store");
      const outcome = await submitBuyerVoucherCancel({ db, payments, emailContext, timeZone }, { token: String(req.params.token) });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.answer);
    }),
  );

  return router;
}
