import { z } from "~/lib/zod";

/**
 * What the webhook reads of each event it acts on, checked before it acts: a correctly signed event of another
 * shape (an API version we do not expect, a hand-made test event) is refused with a 400, never a 500 halfway
 * through. Only the fields read are named; anything else an event carries passes.
 */
const id = z.string().min(1);
const metadata = z.record(z.string(), z.string()).nullish();
const expandable = z.union([id, z.looseObject({ id }), z.null()]).optional();

const paymentIntent = z.looseObject({
  id,
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata,
  client_secret: z.string().nullish(),
  last_payment_error: z.looseObject({ message: z.string().optional() }).nullish(),
});
const refundish = z.looseObject({ payment_intent: expandable });
const invoice = z.looseObject({
  lines: z.looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ start: z.number(), end: z.number() }).optional() })) }),
  amount_paid: z.number().int().optional(),
  attempt_count: z.number().int().optional(),
});
const subscription = z.looseObject({
  id,
  status: z.string().optional(),
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: z.number().optional() })) }).optional(),
  ended_at: z.number().nullish(),
  cancel_at: z.number().nullish(),
});

const objectByType: Record<string, z.ZodType> = {
  "payment_intent.succeeded": paymentIntent,
  "payment_intent.payment_failed": paymentIntent,
  "payment_intent.canceled": paymentIntent,
  "charge.refunded": refundish,
  "refund.created": refundish,
  "refund.updated": refundish,
  "invoice.paid": invoice,
  "invoice.payment_failed": invoice,
  "customer.subscription.updated": subscription.required({ items: true, status: true }),
  "customer.subscription.deleted": subscription,
};

const envelope = z.looseObject({ id, type: z.string(), created: z.number(), data: z.looseObject({ object: z.looseObject({}) }) });

export const unexpectedEventMessage = "The event is not of a shape this endpoint reads.";

/** Whether a verified event has the shape the webhook reads; events of types it does not act on need only the envelope. */
export function hasExpectedShape(event: unknown): boolean {
  const parsed = envelope.safeParse(event);
  if (!parsed.success) return false;
  const schema = objectByType[parsed.data.type];
  return !schema || schema.safeParse(parsed.data.data.object).success;
}
