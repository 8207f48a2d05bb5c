import express, { type Request, type Response } from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { accountCookieName } from "~/features/client-session";
import { accountForSession } from "~/features/client-session/index.server";
import { membershipAdminMessages, membershipMessages } from "~/features/memberships";
import { listMemberPage, membershipViewFor, submitJoin, submitMemberCancel, submitStaffMemberCancel } from "~/features/memberships/index.server";
import { readCookie } from "~/lib/cookies";
import type { FormLimits } from "~/lib/throttle.server";
import { serves } from "~/lib/use-case";
import { HttpError, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";
import type { Billing } from "../payments/billing.server";
import type { EmailContext } from "~/features/mail";

export interface MembershipRouteDeps {
  db: Database;
  billing: Billing;
  /** For the member's cancellation email, whoever cancels. */
  emailContext: EmailContext;
  production: boolean;
  formLimits: FormLimits;
  timeZone: string;
  json: express.RequestHandler[];
}

/**
 * The Dreams Club's API (issue 13, docs/decisions/0027): joining (the card step follows with the answer's client
 * secret), and the signed-in member's membership and cancellation. Renewals and failures arrive as the provider's
 * events (POST /api/stripe/webhook, or the demo's sweep).
 */
export function membershipRoutes({ db, billing, emailContext, production, formLimits, timeZone, json }: MembershipRouteDeps): express.Router {
  const router = express.Router();
  const signedIn = async (req: Request) => {
    const account = await accountForSession(db, readCookie(req.get("cookie"), accountCookieName(production)));
    if (!account) throw new HttpError(401, membershipMessages.signIn);
    return account;
  };

  const context = { db, billing, emailContext, timeZone };
  router.post(
    "/memberships",
    ...json,
    serves([submitJoin], async (req: Request, res: Response) => {
      res.set("Cache-Control", "no-store");
      const outcome = await submitJoin(context, { address: req.ip ?? "unknown", limits: formLimits }, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json(outcome.answer);
    }),
  );

  // Staff: the Members tab's list and totals, a numbered page at a time (?page=2).
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  router.get("/memberships", staff("desk"), async (req, res) => {
    const text = typeof req.query.page === "string" ? req.query.page : "1";
    if (!/^[1-9]\d{0,5}$/.test(text)) throw new HttpError(400, membershipAdminMessages.badPage, { fieldErrors: { page: [membershipAdminMessages.badPage] } });
    res.set("Cache-Control", "no-store").json(await listMemberPage(db, Number(text)));
  });

  router.get("/memberships/me", async (req, res) => {
    const account = await signedIn(req);
    res.set("Cache-Control", "private, no-store");
    res.json({ email: account.email, membership: await membershipViewFor(db, account.email, new Date(), timeZone) });
  });

  router.post(
    "/memberships/me/cancel",
    ...json,
    serves([submitMemberCancel], async (req: Request, res: Response) => {
      const account = await signedIn(req);
      res.set("Cache-Control", "private, no-store");
      const outcome = await submitMemberCancel(context, account);
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.answer);
    }),
  );

  // Staff cancel for her, or record her notice that came by email: the Members tab's use case (docs/decisions/0032).
  router.post(
    "/memberships/:id/cancel",
    staff("desk"),
    ...json,
    serves([submitStaffMemberCancel], async (req: Request, res: Response) => {
      const outcome = await submitStaffMemberCancel(context, res.locals.staff!, { id: String(req.params.id), body: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.json(outcome.answer);
    }),
  );

  return router;
}
