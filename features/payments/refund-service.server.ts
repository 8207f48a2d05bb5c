/**
 * The one place a refund is asked of a provider (docs/decisions/0078), whatever it pays back: a booking's refund, a
 * payment the booking did not need, a gift voucher's or a membership's 14-day cancellation. The feature that owes it
 * records its row first (in the transaction of the change that owes it, with its idempotency key) and registers a
 * handler for its kind, as it registers what a payment means (payment-handlers.server.ts): the handler says what a
 * row still owes and settles the provider's answer. Here the provider is asked once under the row's key, a refusal or
 * an answer is recorded on the row's own schedule (refund-attempts.server.ts, 0040), and one retry asks again for
 * every kind's due rows, each on its own. Payments knows no feature.
 */
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentMetadata } from "./payment-provider";
import { createRegistry } from "./payment-registry";
import { dueRefunds, recordAnswer, recordRefusal, retryEach, type RetriedTable } from "./refund-attempts.server";

/** The provider's answer to a refund asked. */
export type RefundAnswer = { id: string; status: "pending" | "succeeded" | "failed" };

/** The card provider's refund (PaymentProvider's): the same key never refunds twice. */
export interface CardRefunds {
  refund(input: { paymentIntentId: string; amountPence: number; idempotencyKey: string; refundId: string; metadata?: PaymentMetadata }): Promise<RefundAnswer>;
}

/** The billing provider's refund of a membership's payment (its BillingProvider's): the same key never refunds twice. */
export interface BillingRefunds {
  refund(input: { paymentId: string; amountPence: number; idempotencyKey: string; refundId: string }): Promise<RefundAnswer>;
}

/** Who can be asked, and what a settled refund's email needs. A caller passes the provider its kind is paid through. */
export interface Refunders {
  card?: CardRefunds;
  billing?: BillingRefunds;
  emailContext?: EmailContext;
}

/** What a row still owes: the payment to refund, through which provider, how much, under which key. */
export interface RefundOrder {
  payer: "card" | "billing";
  /** The provider's payment: a card payment's intent, or the billing provider's payment of an invoice. */
  paymentId: string;
  amountPence: number;
  idempotencyKey: string;
  /** Ours (the row's id), carried in the provider's metadata. */
  refundId: string;
  metadata?: PaymentMetadata;
}

/** The provider's answer with what it answered about, as the owning feature settles it. */
export type SettledRefund = RefundAnswer & Pick<RefundOrder, "paymentId" | "amountPence" | "refundId">;

export interface RefundHandler {
  /** The kind of refund (`booking`, `stray-payment`, `cancellation`): what a caller asks by and a refusal is logged as. */
  key: string;
  /** The table of the kind's rows, whose retry columns refund-attempts.server.ts keeps. */
  table: RetriedTable;
  /** What the row still owes, or undefined when nothing is to be asked (settled already, or no payment to refund). */
  owed(db: Database, id: string): Promise<RefundOrder | undefined>;
  /** Applies the provider's answer to the feature's own records (its amounts, its emails). */
  settle(db: Database, answer: SettledRefund, emailContext: EmailContext | undefined): Promise<void>;
}

export const createRefundRegistry = () => createRegistry<RefundHandler>();

export type RefundRegistry = ReturnType<typeof createRefundRegistry>;

/** The process's registry: each feature that owes refunds registers its handler when its module loads. */
export const refundHandlers = createRefundRegistry();

export function registerRefundHandler(handler: RefundHandler): void {
  refundHandlers.register(handler);
}

function handlerOf(kind: string, registry: RefundRegistry): RefundHandler {
  const handler = registry.all().find((candidate) => candidate.key === kind);
  if (!handler) throw new Error(`No refund handler is registered for "${kind}"`);
  return handler;
}

function ask(order: RefundOrder, refunders: Refunders): Promise<RefundAnswer> {
  const input = { amountPence: order.amountPence, idempotencyKey: order.idempotencyKey, refundId: order.refundId };
  if (order.payer === "billing") {
    if (!refunders.billing) throw new Error(`Refund ${order.refundId} is the billing provider's, and none was given`);
    return refunders.billing.refund({ paymentId: order.paymentId, ...input });
  }
  if (!refunders.card) throw new Error(`Refund ${order.refundId} is the card provider's, and none was given`);
  return refunders.card.refund({ paymentIntentId: order.paymentId, ...input, ...(order.metadata ? { metadata: order.metadata } : {}) });
}

/**
 * Asks the provider for what a recorded refund still owes and hands the answer to its feature. Safe to call again:
 * the key is the row's. A refusal is recorded (asked again later) and thrown; "nothing-owed" when there is nothing to ask.
 */
export async function askRefund(db: Database, refunders: Refunders, kind: string, id: string, registry: RefundRegistry = refundHandlers): Promise<"answered" | "nothing-owed"> {
  const handler = handlerOf(kind, registry);
  const order = await handler.owed(db, id);
  if (!order) return "nothing-owed";
  let answer: RefundAnswer;
  try {
    answer = await ask(order, refunders);
  } catch (error) {
    await recordRefusal(db, handler.table, id, error);
    throw error;
  }
  await handler.settle(db, { id: answer.id, status: answer.status, paymentId: order.paymentId, amountPence: order.amountPence, refundId: order.refundId }, refunders.emailContext);
  await recordAnswer(db, handler.table, id, answer.status);
  return "answered";
}

/**
 * The one retry (the `retry-refunds` job): every kind's refunds whose next attempt is due, each asked again on its
 * own, so one the provider keeps refusing never stops another of any kind (0040). `only` narrows it to one kind.
 */
export async function retryDueRefunds(
  db: Database,
  refunders: Refunders,
  { only, onError, registry = refundHandlers }: { only?: string; onError?: (kind: string, id: string, error: unknown) => void; registry?: RefundRegistry } = {},
): Promise<{ asked: number; refused: number }> {
  const total = { asked: 0, refused: 0 };
  for (const handler of registry.all()) {
    if (only && handler.key !== only) continue;
    const pass = await retryEach(
      await dueRefunds(db, handler.table),
      (id) => askRefund(db, refunders, handler.key, id, registry).then(() => undefined),
      (id, error) => onError?.(handler.key, id, error),
    );
    total.asked += pass.asked;
    total.refused += pass.refused;
  }
  return total;
}
