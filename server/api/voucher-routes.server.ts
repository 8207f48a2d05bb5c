import express from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { isVoucherCodeShape, VOUCHER_PAGE, voucherAdminMessages, voucherLookupKey, voucherLookupLimit } from "~/features/vouchers";
import {
  listVoucherPage,
  lookupVoucher,
  submitIssueVoucher,
  submitStaffVoucherCancel,
  submitVoidVoucher,
  type VoucherRefunds,
} from "~/features/vouchers/index.server";
import { serves } from "~/lib/use-case";
import type { EmailContext } from "~/features/mail";
import { hit } from "~/lib/throttle.server";
import { HttpError, notFound, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export interface VoucherRouteDeps {
  db: Database;
  production: boolean;
  json: express.RequestHandler[];
  payments: VoucherRefunds;
  emailContext: EmailContext;
  timeZone: string;
}

const badCursor = "That cursor is not one this list gave; start again from the first page.";

/**
 * Gift vouchers for staff (issue 13): GET /api/vouchers (a page, newest first; Link header to the next), GET
 * /api/vouchers/lookup?code= (throttled per staff member), POST /api/vouchers (sold at the desk: the only answer
 * that carries the whole code), POST /api/vouchers/:id/void, POST /api/vouchers/:id/cancel (the 14-day right).
 */
export function voucherRoutes({ db, production, json, payments, emailContext, timeZone }: VoucherRouteDeps): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);

  router.get("/vouchers", staff("desk"), async (req, res) => {
    const cursor = typeof req.query.cursor === "string" ? req.query.cursor : undefined;
    const page = await listVoucherPage(db, { cursor: cursor || undefined, limit: VOUCHER_PAGE });
    if (page.outcome === "bad-cursor") throw new HttpError(400, badCursor, { fieldErrors: { cursor: [badCursor] } });
    const link = (to: string, rel: string) => `<${req.baseUrl}/vouchers?${new URLSearchParams({ cursor: to })}>; rel="${rel}"`;
    const links = [page.next && link(page.next, "next"), page.previous && link(page.previous, "prev")].filter(Boolean);
    if (links.length) res.set("Link", links.join(", "));
    res.set("Cache-Control", "no-store").json(page.rows);
  });

  router.get("/vouchers/lookup", staff("desk"), async (req, res) => {
    const code = typeof req.query.code === "string" ? req.query.code : "";
    if (!isVoucherCodeShape(code)) throw new HttpError(400, voucherAdminMessages.notACode, { fieldErrors: { code: [voucherAdminMessages.notACode] } });
    const verdict = await hit(db, voucherLookupKey(res.locals.staff!.username), voucherLookupLimit);
    if (!verdict.allowed) throw new HttpError(429, voucherAdminMessages.throttled, { headers: { "Retry-After": String(verdict.retryAfter) } });
    const voucher = await lookupVoucher(db, code);
    if (!voucher) throw notFound(voucherAdminMessages.noSuchCode);
    res.set("Cache-Control", "no-store").json(voucher);
  });

  const context = { db, payments, emailContext, timeZone };
  router.post(
    "/vouchers",
    staff("desk"),
    ...json,
    serves([submitIssueVoucher], async (req: express.Request, res: express.Response) => {
      const outcome = await submitIssueVoucher(context, res.locals.staff!, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).set("Cache-Control", "no-store").json({ code: outcome.code, voucher: outcome.voucher });
    }),
  );

  router.post(
    "/vouchers/:id/void",
    staff("desk"),
    serves([submitVoidVoucher], async (req: express.Request, res: express.Response) => {
      const outcome = await submitVoidVoucher(context, res.locals.staff!, { id: String(req.params.id) });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.voucher);
    }),
  );

  // A notice to cancel within the 14 days, given now or received earlier by email (the model form): staff record it.
  router.post(
    "/vouchers/:id/cancel",
    staff("desk"),
    ...json,
    serves([submitStaffVoucherCancel], async (req: express.Request, res: express.Response) => {
      const outcome = await submitStaffVoucherCancel(context, res.locals.staff!, { id: String(req.params.id), body: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "no-store").json(outcome.answer);
    }),
  );

  return router;
}
