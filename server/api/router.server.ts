import { serves } from "~/lib/use-case";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { Database } from "~/db/client.server";
import { listPublishedPosts, findPublishedPost } from "~/features/blog/blog.server";
import { submitContact } from "~/features/inquiries/submit-contact.server";
import { submitWaitlist } from "~/features/inquiries/submit-waitlist.server";
import type { Submission, Visitor } from "~/features/inquiries/public-forms.server";
import type { BookingSettings } from "~/features/booking/index.server";
import { messages, unstorableTextFields } from "~/lib/forms";
import { formLimitsFromEnv, type Env } from "../env.server";
import { apiErrorHandler, HttpError, notFound } from "../http-errors.server";
import { readJsonBody } from "./json-body.server";
import type { Logger } from "../logging/logger.server";
import type { PageCache } from "../page-cache.server";
import { adminRoutes } from "./admin-routes.server";
import { bookingRoutes, type Payments } from "./booking-routes.server";
import { patchTestRoutes } from "./patch-test-routes.server";
import { bookingChangeRoutes } from "./booking-change-routes.server";
import { scheduleRoutes } from "./schedule-routes.server";
import { catalogueRoutes } from "./catalogue-routes.server";
import { manageRoutes } from "./manage-routes.server";
import { voucherRoutes } from "./voucher-routes.server";
import { membershipRoutes } from "./membership-routes.server";
import { accountRoutes } from "./account-routes.server";
import { clientRoutes } from "./client-routes.server";
import { reportRoutes } from "./report-routes.server";
import { textRoutes } from "./text-routes.server";
import { consultationRoutes } from "./consultation-routes.server";
import { teamRoutes } from "./team-routes.server";
import { diaryRoutes } from "./diary-routes.server";
import { applyBillingEvent, toBillingEvent } from "~/features/memberships/index.server";
import { billingFor } from "../payments/billing.server";
import { bookingVoucherRoutes } from "./booking-voucher-routes.server";
import { giftVoucherRoutes } from "./gift-voucher-routes.server";
import { emailContextFromEnv } from "../email-context.server";

export interface ApiDeps {
  db: Database;
  env: Env;
  logger: Logger;
  payments: Payments;
  bookingSettings: BookingSettings;
  pageCache?: PageCache;
  /** The server's clock for the booking routes; tests hand in a fixed one. */
  clock?: () => Date;
}


/** Bodies must be JSON; a request with no body is let through so validation can say what is missing. */
const requireJson: RequestHandler = (req, _res, next) => {
  if (req.is("application/json") === false) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  next();
};

/** Text that cannot be stored is refused once here, for every JSON payload, before any handler reads it. */
const storableText: RequestHandler = (req, _res, next) => {
  const fieldErrors = unstorableTextFields(req.body);
  if (fieldErrors) throw new HttpError(400, messages.invalidForm, { fieldErrors });
  next();
};

const jsonBody = [requireJson, readJsonBody, storableText];

/** Turns the outcome of a public form into the API's answer. */
function answer(res: Response, submission: Submission): void {
  switch (submission.outcome) {
    case "stored":
      res.status(201).json({ id: submission.id });
      return;
    case "dropped":
      res.locals.log.warn({ honeypot: true }, "dropped a submission that filled the honeypot");
      res.status(201).json({ id: submission.id });
      return;
    case "invalid":
      throw new HttpError(400, submission.error.message, { fieldErrors: submission.error.fieldErrors });
    case "throttled":
      throw new HttpError(429, messages.tooManyRequests, {
        headers: { "Retry-After": String(submission.retryAfter) },
      });
  }
}

export function apiRouter({ db, env, logger, payments, bookingSettings, pageCache, clock }: ApiDeps): express.Router {
  const router = express.Router();
  const notify = emailContextFromEnv(env);
  const billing = billingFor(payments, db, notify);
  router.use(
    bookingRoutes({
      db,
      payments,
      clock,
      settings: bookingSettings,
      formLimits: formLimitsFromEnv(env),
      json: jsonBody,
      emailContext: notify,
      subscriptionEvents: async (event) => {
        const billingEvent = toBillingEvent(event);
        return billingEvent && applyBillingEvent(db, billingEvent, notify);
      },
      otherDemoPayments: billing.name === "demo" ? billing : undefined,
      production: env.NODE_ENV === "production",
    }),
  );
  router.use(membershipRoutes({ db, billing, emailContext: notify, production: env.NODE_ENV === "production", formLimits: formLimitsFromEnv(env), timeZone: bookingSettings.timeZone, json: jsonBody }));
  router.use(accountRoutes({ db, production: env.NODE_ENV === "production", json: jsonBody }));
  router.use(clientRoutes({ db, production: env.NODE_ENV === "production", json: jsonBody }));
  router.use(reportRoutes({ db, production: env.NODE_ENV === "production" }));
  router.use(textRoutes({ db, production: env.NODE_ENV === "production", authToken: env.TWILIO_AUTH_TOKEN, publicUrl: env.PUBLIC_URL, attempts: formLimitsFromEnv(env).attempts }));
  router.use(consultationRoutes({ db, production: env.NODE_ENV === "production", json: jsonBody, clock }));
  router.use(teamRoutes({ db, production: env.NODE_ENV === "production", json: jsonBody, emailContext: notify }));
  router.use(diaryRoutes({ db, production: env.NODE_ENV === "production", timeZone: bookingSettings.timeZone, emailContext: notify }));
  const visitor = (req: Request): Visitor => ({ address: req.ip ?? "unknown", limits: formLimitsFromEnv(env) });

  router.post(
    "/contact",
    ...jsonBody,
    serves([submitContact], async (req: Request, res: Response) => {
      answer(res, await submitContact(db, visitor(req), req.body, notify));
    }),
  );

  router.post(
    "/waitlist",
    ...jsonBody,
    serves([submitWaitlist], async (req: Request, res: Response) => {
      answer(res, await submitWaitlist(db, visitor(req), req.body, undefined, notify));
    }),
  );

  router.get("/blog", async (_req, res) => {
    res.json(await listPublishedPosts(db));
  });

  router.get("/blog/:slug", async (req, res) => {
    const post = await findPublishedPost(db, req.params.slug);
    if (!post) throw notFound("Blog post not found");
    res.json(post);
  });

  router.use(
    scheduleRoutes({ db, production: env.NODE_ENV === "production", timeZone: bookingSettings.timeZone, json: jsonBody, onContentChange: pageCache?.clear ?? (() => {}) }),
  );
  router.use(
    catalogueRoutes({
      db,
      production: env.NODE_ENV === "production",
      json: jsonBody,
      onContentChange: pageCache?.clear ?? (() => {}),
      launch: { earlyAccessDays: bookingSettings.earlyAccessDays, emailContext: notify },
    }),
  );
  router.use(voucherRoutes({ db, production: env.NODE_ENV === "production", json: jsonBody, payments, emailContext: notify, timeZone: bookingSettings.timeZone }));
  router.use(bookingVoucherRoutes({ db, payments, json: jsonBody, emailContext: notify, clock }));
  router.use(giftVoucherRoutes({ db, payments, formLimits: formLimitsFromEnv(env), json: jsonBody, emailContext: notify, timeZone: bookingSettings.timeZone }));
  router.use(manageRoutes({ db, payments, settings: bookingSettings, emailContext: notify, json: jsonBody, clock }));
  router.use(bookingChangeRoutes({ db, production: env.NODE_ENV === "production", payments, settings: bookingSettings, emailContext: notify, json: jsonBody, clock }));
  router.use(patchTestRoutes({ db, production: env.NODE_ENV === "production", payments, emailContext: notify, json: jsonBody, clock }));
  router.use(
    adminRoutes({ db, production: env.NODE_ENV === "production", emailContext: notify, json: jsonBody, onContentChange: pageCache?.clear ?? (() => {}), payments }),
  );

  router.all("/{*splat}", () => {
    throw notFound("No such API endpoint");
  });
  router.use(apiErrorHandler(logger));
  return router;
}
