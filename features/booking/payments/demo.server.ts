import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { demoPayments } from "~/db/schema.server";
import { applyPaymentOutcome } from "~/features/booking/bookings.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentIntentInfo, PaymentProvider } from "~/features/booking/payments/payments";

/**
 * The built-in provider used when no Stripe keys are set (DESIGN section 4): the same server flow, no card charged.
 * It answers Stripe's test card numbers the way Stripe's test mode does; the server, not the browser, decides.
 */
export const demoCards = {
  "4242424242424242": { result: "succeeded" },
  "4000000000000002": { result: "declined", message: "Your card was declined." },
  "4000000000009995": { result: "declined", message: "Your card has insufficient funds." },
  "4000002500003155": { result: "authenticate" },
} as const;

export const demoMessages = {
  unknownCard: "Demo payments take Stripe's test cards only, such as 4242 4242 4242 4242.",
  notFound: "This payment could not be found. Please start again from the booking page.",
  notPayable: "This payment can no longer be made. Please start again from the booking page.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

type Row = typeof demoPayments.$inferSelect;

const toInfo = (row: Row): PaymentIntentInfo => ({
  id: row.id,
  status: row.status as PaymentIntentInfo["status"],
  amountPence: row.amountPence,
  currency: "gbp",
  bookingId: row.bookingId,
  clientSecret: row.clientSecret,
  lastError: row.lastError ?? undefined,
});

export type DemoConfirmation =
  | { outcome: "succeeded"; paymentIntentId: string }
  | { outcome: "requires_action"; paymentIntentId: string }
  | { outcome: "declined"; message: string }
  | { outcome: "refused"; status: 400 | 404 | 409; message: string };

export function createDemoProvider(db: Database, emailContext: EmailContext) {
  const byClientSecret = async (clientSecret: string) =>
    (await db.select().from(demoPayments).where(eq(demoPayments.clientSecret, clientSecret)))[0];

  const settle = async (row: Row, kind: "succeeded" | "failed", lastError?: string) => {
    const status = kind === "succeeded" ? "succeeded" : "requires_payment_method";
    await db.update(demoPayments).set({ status, lastError: lastError ?? null }).where(eq(demoPayments.id, row.id));
    await applyPaymentOutcome(db, {
      eventId: `demo:${row.id}:${kind}:${randomBytes(6).toString("hex")}`,
      provider: "demo",
      kind,
      intent: { ...toInfo(row), status, lastError },
    }, emailContext);
  };

  const provider = {
    name: "demo" as const,
    publishableKey: undefined,
    async createIntent({ bookingId, amountPence, idempotencyKey }) {
      const existing = (await db.select().from(demoPayments).where(eq(demoPayments.idempotencyKey, idempotencyKey)))[0];
      if (existing) return toInfo(existing);
      const id = `demo_pi_${randomBytes(12).toString("hex")}`;
      const [row] = await db
        .insert(demoPayments)
        .values({ id, bookingId, amountPence, idempotencyKey, clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}` })
        .returning();
      return toInfo(row!);
    },
    async retrieve(id) {
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      if (!row) throw new Error(`no demo payment ${id}`);
      return toInfo(row);
    },
    async cancel(id) {
      await db.update(demoPayments).set({ status: "canceled" }).where(eq(demoPayments.id, id));
    },

    /** What Stripe.js's confirmPayment does against Stripe, done here: the card decides the outcome. */
    async confirm(clientSecret: string, cardNumber: string): Promise<DemoConfirmation> {
      const row = await byClientSecret(clientSecret);
      if (!row) return { outcome: "refused", status: 404, message: demoMessages.notFound };
      if (row.status === "succeeded" || row.status === "canceled") return { outcome: "refused", status: 409, message: demoMessages.notPayable };
      const card = demoCards[cardNumber.replace(/\D/g, "") as keyof typeof demoCards];
      if (!card) return { outcome: "refused", status: 400, message: demoMessages.unknownCard };
      if (card.result === "authenticate") {
        await db.update(demoPayments).set({ status: "requires_action", lastError: null }).where(eq(demoPayments.id, row.id));
        return { outcome: "requires_action", paymentIntentId: row.id };
      }
      if (card.result === "declined") {
        await settle(row, "failed", card.message);
        return { outcome: "declined", message: card.message };
      }
      await settle(row, "succeeded");
      return { outcome: "succeeded", paymentIntentId: row.id };
    },

    /** The bank's challenge for 4000 0025 0000 3155: approve or fail it. */
    async authenticate(clientSecret: string, approve: boolean): Promise<DemoConfirmation> {
      const row = await byClientSecret(clientSecret);
      if (!row) return { outcome: "refused", status: 404, message: demoMessages.notFound };
      if (row.status !== "requires_action") return { outcome: "refused", status: 409, message: demoMessages.notPayable };
      if (!approve) {
        await settle(row, "failed", demoMessages.authenticationFailed);
        return { outcome: "declined", message: demoMessages.authenticationFailed };
      }
      await settle(row, "succeeded");
      return { outcome: "succeeded", paymentIntentId: row.id };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;
