import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { voucherAnswer, voucherConfirmAnswer, type VoucherChanged } from "~/features/booking/use-cases/checkout-voucher-context.server";
import { submitCheckoutVoucher } from "~/features/booking/use-cases/submit-checkout-voucher.server";
import { submitVoucherConfirm } from "~/features/booking/use-cases/submit-voucher-confirm.server";
import { submitVoucherRemoval } from "~/features/booking/use-cases/submit-voucher-removal.server";
import { serves } from "~/lib/use-case";
import { refusalError } from "../http-errors.server";

export interface BookingVoucherRouteDeps {
  db: Database;
  payments: PaymentProvider;
  json: express.RequestHandler[];
  emailContext: EmailContext;
  /** The server's clock; tests hand in a fixed one. */
  clock?: () => Date;
}

/**
 * A gift voucher at checkout (docs/decisions/0026): POST /api/bookings/:id/voucher {code} applies one (throttled per
 * address and per booking), DELETE takes it off before paying, POST /api/bookings/:id/voucher/confirm confirms a
 * booking the voucher pays in full. The answer states what the server computed: the browser sends only the code.
 */
export function bookingVoucherRoutes({ db, payments, json, emailContext, clock = () => new Date() }: BookingVoucherRouteDeps): express.Router {
  const router = express.Router();
  const contextOf = () => ({ db, payments, emailContext, now: clock() });
  const answer = (res: express.Response, outcome: VoucherChanged) => {
    if (!outcome.ok) throw refusalError(outcome);
    res.set("Cache-Control", "no-store").json(voucherAnswer(outcome));
  };

  router.post(
    "/bookings/:id/voucher",
    ...json,
    serves([submitCheckoutVoucher], async (req: Request<{ id: string }>, res: express.Response) => {
      answer(res, await submitCheckoutVoucher(contextOf(), { address: req.ip ?? "unknown" }, { bookingId: req.params.id, body: req.body }));
    }),
  );

  router.delete(
    "/bookings/:id/voucher",
    serves([submitVoucherRemoval], async (req: Request<{ id: string }>, res: express.Response) => {
      answer(res, await submitVoucherRemoval(contextOf(), { bookingId: req.params.id }));
    }),
  );

  router.post(
    "/bookings/:id/voucher/confirm",
    serves([submitVoucherConfirm], async (req: Request<{ id: string }>, res: express.Response) => {
      const outcome = await submitVoucherConfirm(contextOf(), { bookingId: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "no-store").json(voucherConfirmAnswer(outcome));
    }),
  );

  return router;
}
