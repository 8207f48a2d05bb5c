import express, { type Request } from "express";
import { managePath } from "~/features/booking/rules/manage-link";
import type Stripe from "stripe";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { BasketError, EarlyAccessError, parseItemsParam } from "~/features/booking/rules/basket";
import { bookingMessages } from "~/features/booking/rules/booking-form";
import { findAvailability, type BookingSettings } from "~/features/booking/index.server";
import { submitBooking } from "~/features/booking/use-cases/submit-booking.server";
import { submitTimeRequest } from "~/features/booking/offers/submit-time-request.server";
import { timeRequestPath } from "~/features/booking/offers/time-request-form";
import { holdAnswer, submitHoldExtension } from "~/features/booking/use-cases/submit-hold-extension.server";
import { submitPaymentStart } from "~/features/booking/use-cases/submit-payment-start.server";
import { serves } from "~/lib/use-case";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import type { FormLimits } from "~/lib/throttle.server";
import { isValidDate, toWallTime } from "~/lib/zoned-time";
import { isUuid } from "~/lib/ids";
import { HttpError, refusalError } from "../http-errors.server";
import { readCappedBody } from "../capped-body.server";
import { accountCookieName } from "~/features/client-session";
import { accountForSession } from "~/features/client-session/index.server";
import { readCookie } from "~/lib/cookies";
import { type DemoProvider } from "~/features/payments/index.server";
import { applyProviderEvent } from "~/features/payments/use-cases/apply-provider-event.server";
import { submitDemoAuthentication } from "~/features/payments/use-cases/submit-demo-authentication.server";
import { submitDemoCard } from "~/features/payments/use-cases/submit-demo-card.server";

export type Payments = (PaymentProvider & { name: "demo"; confirm: DemoProvider["confirm"]; authenticate: DemoProvider["authenticate"] }) | (PaymentProvider & { name: "stripe"; stripe: Stripe; webhookSecret: string });

export interface BookingRouteDeps {
  db: Database;
  payments: Payments;
  settings: BookingSettings;
  formLimits: FormLimits;
  json: express.RequestHandler[];
  emailContext: EmailContext;
  /** Stripe's events about subscriptions (the Dreams Club's), handed on after the signature is checked. */
  subscriptionEvents?: (event: Stripe.Event) => Promise<string | undefined>;
  /** Other demo payments confirmed by the same card form (the memberships' first month), told apart by client secret. */
  otherDemoPayments?: Pick<DemoProvider, "confirm" | "authenticate"> & { owns(clientSecret: string): boolean };
  /** Which account cookie names the signed-in client (a member's price applies to her bookings). */
  production: boolean;
  /** The server's clock; tests hand in a fixed one. */
  clock?: () => Date;
}

const availabilityQuery = z.object({
  items: z.string({ error: "Choose at least one treatment (items=ID[:PACKAGE_INDEX],...)" }).min(1, { error: "Choose at least one treatment" }),
  from: z.string().refine(isValidDate, { error: "from must be a date, YYYY-MM-DD" }).optional(),
  days: z.coerce.number({ error: "days must be a whole number from 1 to 62" }).int().min(1).max(62).default(7),
  /** An early-access link's token: a launched service's times during its waitlist's window (docs/decisions/0020). */
  access: z.string().max(100).optional(),
  /** One practitioner's times (GET /api/team); absent, anyone's (DESIGN 10). */
  practitioner: z.string().refine(isUuid, { error: bookingMessages.practitioner }).optional(),
});

function invalid(error: { message: string; fieldErrors: Record<string, string[] | undefined> }): never {
  throw new HttpError(400, error.message, { fieldErrors: error.fieldErrors });
}

/** Stripe's events are a few KB; 1 MB leaves room for any it sends. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The webhook's raw bytes, capped as the API's JSON is: past the limit, stated or streamed, 413 at once and the rest
 * never read (express.raw reads a refused body to its end before answering).
 */
const rawWebhookBody: express.RequestHandler = async (req, _res, next) => {
  req.body = await readCappedBody(req, WEBHOOK_BODY_LIMIT_BYTES, () => new HttpError(413, "The event is too large (1 MB at most).", { code: "too-large" }));
  next();
};

/** Availability, booking holds, payments and the payment provider's callbacks (issue 4, DESIGN sections 3-4). */
export function bookingRoutes({
  db,
  payments,
  settings,
  formLimits,
  json,
  emailContext,
  subscriptionEvents,
  otherDemoPayments,
  production,
  clock = () => new Date(),
}: BookingRouteDeps): express.Router {
  const router = express.Router();
  // PUBLIC_URL when set (emails use only it); without it, the origin this very request came to: the answer goes
  // back to whoever sent the request, so a Host header they chose misleads no one else (docs/decisions/0012).
  const manageUrl = (req: Request, token: string) => `${emailContext.origin || `${req.protocol}://${req.get("host")}`}${managePath(token)}`;

  router.get("/availability", async (req, res) => {
    const query = availabilityQuery.safeParse(req.query);
    if (!query.success) invalid({ message: "Please check the query.", fieldErrors: z.flattenError(query.error).fieldErrors });
    const now = clock();
    try {
      const items = parseItemsParam(query.data.items);
      res.set("Cache-Control", "no-store");
      res.json(await findAvailability(db, { items, from: query.data.from ?? toWallTime(now, settings.timeZone).date, days: query.data.days, now, settings, access: query.data.access, practitioner: query.data.practitioner }));
    } catch (error) {
      if (error instanceof EarlyAccessError) throw new HttpError(409, error.message, { code: error.code });
      if (error instanceof BasketError) invalid({ message: error.message, fieldErrors: { items: [error.message] } });
      throw error;
    }
  });

  /** Her request to be told when a time frees (docs/decisions/0064); her withdraw link comes back, and by email. */
  router.post(
    "/waitlist/times",
    ...json,
    serves([submitTimeRequest], async (req: Request, res: express.Response) => {
      const outcome = await submitTimeRequest({ db, settings, emailContext, now: clock() }, { address: req.ip ?? "unknown", limits: formLimits }, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      const { request } = outcome;
      res.status(201).json({
        id: outcome.id,
        ...(request
          ? {
              items: request.items,
              practitionerId: request.practitionerId,
              fromDate: request.fromDate,
              toDate: request.toDate,
              partOfDay: request.partOfDay,
              name: request.name,
              email: request.email,
              phone: request.phone,
              textsOk: request.textsOk,
              createdAt: request.createdAt.toISOString(),
            }
          : {}),
        withdrawUrl: `${emailContext.origin || `${req.protocol}://${req.get("host")}`}${timeRequestPath(outcome.token)}`,
      });
    }),
  );

  router.post(
    "/bookings",
    ...json,
    serves([submitBooking], async (req: Request, res: express.Response) => {
      const member = await accountForSession(db, readCookie(req.get("cookie"), accountCookieName(production)));
      const visitor = { address: req.ip ?? "unknown", limits: formLimits, member };
      const outcome = await submitBooking({ db, settings, emailContext, now: clock() }, visitor, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      if (outcome.dropped) {
        res.status(201).json({ id: outcome.id, totalAmount: 0, holdExpiresAt: null, manageUrl: manageUrl(req, outcome.manageToken) });
        return;
      }
      res.status(201).json({
        id: outcome.id,
        totalAmount: outcome.totalPence,
        memberAmount: outcome.memberPence,
        amountDue: outcome.duePence,
        holdExpiresAt: outcome.holdExpiresAt?.toISOString() ?? null,
        manageUrl: manageUrl(req, outcome.manageToken),
        practitionerId: outcome.practitionerId,
      });
    }),
  );

  router.post(
    "/create-payment-intent",
    ...json,
    serves([submitPaymentStart], async (req: Request, res: express.Response) => {
      const outcome = await submitPaymentStart({ db, payments, emailContext, now: clock() }, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "no-store");
      res.json({
        clientSecret: outcome.clientSecret,
        amount: outcome.amountPence,
        provider: payments.name,
        publishableKey: payments.publishableKey ?? null,
        holdExpiresAt: outcome.holdExpiresAt?.toISOString() ?? null,
      });
    }),
  );

  router.post(
    "/bookings/:id/extend-hold",
    serves([submitHoldExtension], async (req: Request<{ id: string }>, res: express.Response) => {
      const outcome = await submitHoldExtension({ db, settings, now: clock() }, { bookingId: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "no-store").json(holdAnswer(req.params.id, outcome));
    }),
  );

  if (payments.name === "stripe") {
    // The signature covers the exact bytes Stripe sent, so this route reads the raw body, not parsed JSON.
    router.post(
      "/stripe/webhook",
      rawWebhookBody,
      serves([applyProviderEvent], async (req: Request, res: express.Response) => {
        let event: Stripe.Event;
        try {
          event = payments.stripe.webhooks.constructEvent(req.body as Buffer, req.get("stripe-signature") ?? "", payments.webhookSecret);
        } catch {
          throw new HttpError(400, "Invalid webhook signature.");
        }
        const outcome = await applyProviderEvent({ db, provider: payments, emailContext, subscriptionEvents }, event);
        if (!outcome.ok) {
          // A signed body may be any JSON at all, `null` included.
          const odd = event as { id?: unknown; type?: unknown } | null;
          res.locals.log.warn({ eventId: odd?.id, type: odd?.type }, "stripe event of an unexpected shape");
          throw refusalError(outcome);
        }
        const { applied, subscription } = outcome;
        if (applied.kind === "payment") res.locals.log.info({ eventId: event.id, type: event.type, applied: applied.applied }, "stripe event");
        if (applied.kind === "refund") res.locals.log.info({ eventId: event.id, type: event.type }, "stripe refund event");
        if (subscription) res.locals.log.info({ eventId: event.id, type: event.type, applied: subscription }, "stripe subscription event");
        res.json({ received: true });
      }),
    );
  } else {
    const demoContext = { payments, otherDemoPayments };
    const demoRoute = (path: string, submit: typeof submitDemoCard) =>
      router.post(
        path,
        ...json,
        serves([submit], async (req: Request, res: express.Response) => {
          const outcome = await submit({ ...demoContext, now: clock() }, req.body);
          if (!outcome.ok) throw refusalError(outcome);
          res.json({ status: outcome.status, paymentIntentId: outcome.paymentIntentId });
        }),
      );
    demoRoute("/demo-payments/confirm", submitDemoCard);
    demoRoute("/demo-payments/authenticate", submitDemoAuthentication);
  }

  return router;
}
