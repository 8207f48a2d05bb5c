import express, { type Request } from "express";
import { managePath } from "~/features/booking/manage/manage-link";
import type Stripe from "stripe";
import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import { BasketError, EarlyAccessError, parseItemsParam } from "~/features/booking/basket";
import { bookingMessages, type BookingErrorCode } from "~/features/booking/booking-form";
import { findAvailability, startPayment, type BookingSettings } from "~/features/booking/index.server";
import { submitBooking } from "~/features/booking/use-cases/submit-booking.server";
import { serves } from "~/lib/use-case";
import { extendHold } from "~/features/booking/diary/hold-extension.server";
import type { EmailContext } from "~/features/mail";
import { parseForm, type FieldErrors } from "~/lib/forms";
import type { PaymentProvider } from "~/features/payments";
import type { FormLimits } from "~/lib/throttle.server";
import { isValidDate, toWallTime } from "~/lib/zoned-time";
import { isUuid } from "~/lib/ids";
import { hasExpectedShape } from "./stripe-event-shape.server";
import { HttpError, notFound, refusalError } from "../http-errors.server";
import { readCappedBody } from "../capped-body.server";
import { accountCookieName } from "~/features/accounts";
import { accountForSession } from "~/features/accounts/index.server";
import { readCookie } from "~/lib/cookies";
import { applyStripeEvent, type DemoProvider } from "~/features/payments/index.server";

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

const paymentRefusals = {
  "already-paid": bookingMessages.alreadyPaid,
  "hold-expired": bookingMessages.holdExpired,
  "nothing-to-pay": bookingMessages.nothingToPay,
} as const;

const holdRefusals = {
  "hold-already-extended": bookingMessages.holdExtendedOnce,
  "hold-expired": bookingMessages.holdExpired,
  "no-hold": bookingMessages.noHold,
} as const;

/**
 * A booking refusal: the sentence for people and a `code` for pages to branch on (the body otherwise has the
 * shape of every API error: message, fieldErrors).
 */
function refuse(res: express.Response, status: number, code: BookingErrorCode, message: string, fieldErrors?: FieldErrors): void {
  res.status(status).json({ message, code, ...(fieldErrors ? { fieldErrors } : {}) });
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

const paymentIntentRequest = z.object({
  bookingDetails: z.object({ bookingId: z.string({ error: "bookingDetails.bookingId is required" }).min(1) }, { error: "bookingDetails is required" }),
});

const demoCard = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(12, { error: "Your card number is incomplete." }).max(23),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: "Your card's expiry date is incomplete." }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});

function expiredCard(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim())) as [number, number];
  return 2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

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
      if (error instanceof EarlyAccessError) return refuse(res, 409, error.code, error.message);
      if (error instanceof BasketError) invalid({ message: error.message, fieldErrors: { items: [error.message] } });
      throw error;
    }
  });

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

  router.post("/create-payment-intent", ...json, async (req, res) => {
    const parsed = parseForm(paymentIntentRequest, req.body);
    if (!parsed.success) invalid(parsed.error);
    const result = await startPayment(db, payments, parsed.data.bookingDetails.bookingId, emailContext);
    if (result.outcome === "not-found") throw notFound("Booking not found");
    if (result.outcome === "refused") return refuse(res, 409, result.reason, paymentRefusals[result.reason]);
    res.set("Cache-Control", "no-store");
    res.json({
      clientSecret: result.clientSecret,
      amount: result.amountPence,
      provider: payments.name,
      publishableKey: payments.publishableKey ?? null,
      holdExpiresAt: result.holdExpiresAt?.toISOString() ?? null,
    });
  });

  // Once, while the booking still holds its time (WCAG 2.2.1): the booking's id is the key, as for the payment.
  router.post("/bookings/:id/extend-hold", async (req: Request<{ id: string }>, res) => {
    const result = await extendHold(db, req.params.id, { holdMinutes: settings.holdMinutes });
    if (result.outcome === "not-found") throw notFound("Booking not found");
    if (result.outcome === "refused") return refuse(res, 409, result.code, holdRefusals[result.code]);
    res.set("Cache-Control", "no-store").json({ id: req.params.id, holdExpiresAt: result.holdExpiresAt.toISOString() });
  });

  if (payments.name === "stripe") {
    // The signature covers the exact bytes Stripe sent, so this route reads the raw body, not parsed JSON.
    router.post("/stripe/webhook", rawWebhookBody, async (req, res) => {
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(req.body as Buffer, req.get("stripe-signature") ?? "", payments.webhookSecret);
      } catch {
        throw new HttpError(400, "Invalid webhook signature.");
      }
      if (!hasExpectedShape(event)) {
        // A signed body may be any JSON at all, `null` included.
        const odd = event as { id?: unknown; type?: unknown } | null;
        res.locals.log.warn({ eventId: odd?.id, type: odd?.type }, "stripe event of an unexpected shape");
        throw new HttpError(400, "The event is not of a shape this endpoint reads.", { code: "unexpected-event" });
      }
      const applied = await applyStripeEvent(db, payments, event, emailContext);
      if (applied.kind === "payment") res.locals.log.info({ eventId: event.id, type: event.type, applied: applied.applied }, "stripe event");
      if (applied.kind === "refund") res.locals.log.info({ eventId: event.id, type: event.type }, "stripe refund event");
      const subscriptionApplied = await subscriptionEvents?.(event);
      if (subscriptionApplied) res.locals.log.info({ eventId: event.id, type: event.type, applied: subscriptionApplied }, "stripe subscription event");
      res.json({ received: true });
    });
  } else {
    const demoFor = (clientSecret: string) => (otherDemoPayments?.owns(clientSecret) ? otherDemoPayments : payments);
    router.post("/demo-payments/confirm", ...json, async (req, res) => {
      const parsed = parseForm(demoCard, req.body);
      if (!parsed.success) invalid(parsed.error);
      if (expiredCard(parsed.data.expiry, new Date())) {
        invalid({ message: "Your card's expiry date is in the past.", fieldErrors: { expiry: ["Your card's expiry date is in the past."] } });
      }
      const result = await demoFor(parsed.data.clientSecret).confirm(parsed.data.clientSecret, parsed.data.cardNumber);
      if (result.outcome === "refused") throw new HttpError(result.status, result.message);
      if (result.outcome === "declined") throw new HttpError(402, result.message);
      res.json({ status: result.outcome, paymentIntentId: result.paymentIntentId });
    });

    router.post("/demo-payments/authenticate", ...json, async (req, res) => {
      const parsed = parseForm(z.object({ clientSecret: z.string().min(1), approve: z.boolean() }), req.body);
      if (!parsed.success) invalid(parsed.error);
      const result = await demoFor(parsed.data.clientSecret).authenticate(parsed.data.clientSecret, parsed.data.approve);
      if (result.outcome === "refused") throw new HttpError(result.status, result.message);
      if (result.outcome === "declined") throw new HttpError(402, result.message);
      res.json({ status: result.outcome, paymentIntentId: result.paymentIntentId });
    });
  }

  return router;
}
