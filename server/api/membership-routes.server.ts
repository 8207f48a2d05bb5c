import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import { accountCookieName } from "~/features/accounts";
import { accountForSession } from "~/features/accounts/index.server";
import { joinMembershipSchema, membershipMessages } from "~/features/memberships";
import { BillingUnavailableError, cancelMembership, cancelMembershipForStaff, joinMembership, listMemberPage, membershipViewFor } from "~/features/memberships/index.server";
import { membershipAdminMessages } from "~/features/memberships";
import { readCookie } from "~/lib/cookies";
import { messages, parseForm } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type FormLimits, type Visitor } from "~/lib/throttle.server";
import { HttpError } from "../http-errors.server";
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

const cancelUnavailable = (error: unknown): never => {
  if (error instanceof BillingUnavailableError) throw new HttpError(503, membershipMessages.cancelUnavailable, { headers: { "Retry-After": "60" } });
  throw error;
};

const throttled = (retryAfter: number) => new HttpError(429, messages.tooManyRequests, { headers: { "Retry-After": String(retryAfter) } });

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

  router.post("/memberships", ...json, async (req, res) => {
    const visitor: Visitor = { address: req.ip ?? "unknown", limits: formLimits };
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) throw throttled(attempt.retryAfter);
    const parsed = parseForm(joinMembershipSchema, req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.message, { fieldErrors: parsed.error.fieldErrors });
    const reserved = await reserveStored(db, visitor, "membership");
    if (!reserved.allowed) throw throttled(reserved.retryAfter);
    const result = await joinMembership(db, billing, parsed.data).catch(async (error: unknown) => {
      await releaseStored(db, visitor, "membership");
      if (error instanceof BillingUnavailableError) throw new HttpError(503, membershipMessages.billingUnavailable, { headers: { "Retry-After": "60" } });
      throw error;
    });
    res.set("Cache-Control", "no-store");
    if (result.outcome === "already-member") {
      await releaseStored(db, visitor, "membership");
      res.status(409).json({ message: membershipMessages.alreadyMember, code: "already-member" });
      return;
    }
    if (result.outcome === "superseded") {
      await releaseStored(db, visitor, "membership");
      res.status(409).json({ message: membershipMessages.superseded, code: "superseded" });
      return;
    }
    res.status(201).json(result.answer);
  });

  // Staff: the Members tab's list and totals, a numbered page at a time (?page=2).
  const staffOnly = requireStaff(db, production);
  router.get("/memberships", staffOnly, async (req, res) => {
    const text = typeof req.query.page === "string" ? req.query.page : "1";
    if (!/^[1-9]\d{0,5}$/.test(text)) throw new HttpError(400, membershipAdminMessages.badPage, { fieldErrors: { page: [membershipAdminMessages.badPage] } });
    res.set("Cache-Control", "no-store").json(await listMemberPage(db, Number(text)));
  });

  router.get("/memberships/me", async (req, res) => {
    const account = await signedIn(req);
    res.set("Cache-Control", "private, no-store");
    res.json({ email: account.email, membership: await membershipViewFor(db, account.email, new Date(), timeZone) });
  });

  router.post("/memberships/me/cancel", ...json, async (req, res) => {
    const account = await signedIn(req);
    const result = await cancelMembership(db, billing, account.email, { mail: emailContext, timeZone }).catch(cancelUnavailable);
    res.set("Cache-Control", "private, no-store");
    if (result.outcome === "none") throw new HttpError(404, membershipMessages.noMembership);
    if (result.outcome === "not-cancellable") {
      res.status(409).json({ message: membershipMessages.notCancellable, code: "not-cancellable" });
      return;
    }
    res.json(result.answer);
  });

  // Staff cancel for her (docs/decisions/0032), or record her notice that came by email with the day it was received
  // (docs/decisions/0036): the same rule, provider call and email; asking again answers the same.
  router.post("/memberships/:id/cancel", staffOnly, ...json, async (req, res) => {
    const result = await cancelMembershipForStaff(db, billing, String(req.params.id), res.locals.staff!, { body: req.body, mail: emailContext, timeZone }).catch(cancelUnavailable);
    res.set("Cache-Control", "no-store");
    if (result.outcome === "invalid") throw new HttpError(400, result.message, { fieldErrors: result.fieldErrors });
    if (result.outcome === "none") throw new HttpError(404, membershipAdminMessages.notFound);
    if (result.outcome === "not-cancellable") throw new HttpError(409, membershipAdminMessages.notCancellable, { code: "not-cancellable" });
    res.json(result.answer);
  });

  return router;
}
