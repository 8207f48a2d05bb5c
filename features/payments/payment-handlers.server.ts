/**
 * The one place a payment's outcome is recorded (docs/decisions/0046): a verified webhook event, the demo provider's
 * answer, a page's or the sweep's server-side retrieval. The event goes into the payment_events ledger once (its id is
 * the key, so a duplicate or late delivery changes nothing), then to the handler of what the payment is for, found by
 * the payment's metadata. Booking and gift vouchers register their handlers; payments knows neither.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { syncCancellationRefunds } from "./cancellation-refunds.server";
import type { PaymentIntentInfo, PaymentOutcome, PaymentProvider } from "./payment-provider";
import { createRegistry } from "./payment-registry";

export type PaymentTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a handler made of an outcome, and what can only be asked of the provider once its transaction committed. */
export interface HandledPayment {
  applied: string;
  afterCommit?: (db: Database, provider: PaymentProvider) => Promise<void>;
}

export interface PaymentHandler {
  /** The metadata key the feature sets on its payments (`bookingId`, `voucherId`); its value names the thing paid for. */
  key: string;
  /** Records the outcome in the ledger's transaction: the event and its effects commit together or not at all. */
  apply(tx: PaymentTransaction, outcome: PaymentOutcome, emailContext: EmailContext): Promise<HandledPayment>;
  /** Whether the thing paid for still waits on this open payment; the sweep cancels one nothing wants (0040). */
  stillWanted(db: Database, intent: PaymentIntentInfo, now: Date): Promise<boolean>;
  /** A provider's refund event for one of the feature's payments: its refunds are read back and settled. */
  refundsChanged?(db: Database, provider: PaymentProvider, paymentIntentId: string, emailContext: EmailContext): Promise<void>;
}

/** What an outcome no handler claims is answered: recorded in the ledger, and nothing else changes. */
export const unclaimedPayment = "unclaimed";

export const createPaymentRegistry = () => createRegistry<PaymentHandler>();

export type PaymentRegistry = ReturnType<typeof createPaymentRegistry>;

/** The process's registry: each feature that takes payments registers its handler when its module loads. */
export const paymentHandlers = createPaymentRegistry();

export function registerPaymentHandler(handler: PaymentHandler): void {
  paymentHandlers.register(handler);
}

/**
 * Records a payment outcome once and hands it to what it pays for. `refunder` lets a handler ask the provider at once
 * for a refund its outcome implies (a payment for a cancelled booking); without it, the sweep asks a minute later.
 */
export async function applyPaymentOutcome(
  db: Database,
  outcome: PaymentOutcome,
  emailContext: EmailContext,
  refunder?: PaymentProvider,
  registry: PaymentRegistry = paymentHandlers,
): Promise<string> {
  let afterCommit: HandledPayment["afterCommit"];
  const applied = await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into payment_events (id, provider, type, payment_intent_id)
      values (${outcome.eventId}, ${outcome.provider}, ${outcome.kind}, ${outcome.intent.id})
      on conflict (id) do nothing
      returning id`);
    if (inserted.length === 0) return "duplicate";
    const handler = registry.handlerFor(outcome.intent);
    if (!handler) return unclaimedPayment;
    const handled = await handler.apply(tx, outcome, emailContext);
    afterCommit = handled.afterCommit;
    return handled.applied;
  });
  if (afterCommit && refunder) await afterCommit(db, refunder);
  return applied;
}

/** The event id a server-side retrieval records a success under: the webhook's and every page's check agree on it. */
export const retrievedSuccess = (intent: PaymentIntentInfo, provider: PaymentProvider) =>
  ({ eventId: `retrieved:${intent.id}:succeeded`, provider: provider.name, kind: "succeeded", intent }) as const satisfies PaymentOutcome;

/**
 * A provider's refund event: the event only says something changed, so each feature's refunds of the payment are
 * read back from the provider (a duplicate or out-of-order event then changes nothing already true), and so are the
 * 14-day cancellation refunds (docs/decisions/0036), which are payments' own.
 */
export async function applyRefundEvent(
  db: Database,
  provider: PaymentProvider,
  paymentIntentId: string,
  emailContext: EmailContext,
  registry: PaymentRegistry = paymentHandlers,
): Promise<void> {
  for (const handler of registry.all()) await handler.refundsChanged?.(db, provider, paymentIntentId, emailContext);
  await syncCancellationRefunds(db, paymentIntentId, () => provider.listRefunds(paymentIntentId));
}
