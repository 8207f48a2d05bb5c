import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vouchers } from "~/db/schema.server";
import type { PaymentProvider } from "~/features/payments";
import { recordOpenPayment, registerPaymentHandler } from "~/features/payments/index.server";
import { bookableFacts } from "~/features/studio";
import { currentServiceFacts } from "~/features/studio/index.server";
import { filledHoneypot, parseForm, type ValidationFailure } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { studioToday } from "~/lib/studio-clock";
import { voucherWorth } from "./voucher-emails";
import { voucherOrderMessages, voucherOrderSchema } from "./voucher-order";
import { voucherPayments } from "./voucher-payments.server";
import { openCode, sealCode } from "./voucher-seal.server";
import { createVoucher, type Voucher } from "./vouchers.server";

// Every module that sets a voucher's payment up loads this one: its outcomes then find their handler.
registerPaymentHandler(voucherPayments);

/** How an order from the shop ended, for the page's action and the API alike. */
export type VoucherOrderResult =
  | { outcome: "stored"; voucherId: string; pageToken: string; amountPence: number }
  /** A bot filled the honeypot: it is sent to a page that names nothing, and nothing is kept. */
  | { outcome: "dropped"; pageToken: string }
  | { outcome: "invalid"; error: ValidationFailure }
  | { outcome: "throttled"; retryAfter: number };

/**
 * A gift voucher ordered online (docs/decisions/0025), on the path of every public form: the attempts cap, the
 * honeypot, validation, the form's cap, then one transaction. The amount is the server's: what was chosen, or the
 * treatment's current price. The voucher waits unpaid; its page's token is returned once, for the buyer's address.
 */
export async function orderVoucher(db: Database, visitor: Visitor, payload: unknown, now = new Date()): Promise<VoucherOrderResult> {
  const attempt = await countAttempt(db, visitor);
  if (!attempt.allowed) return { outcome: "throttled", retryAfter: attempt.retryAfter };
  if (filledHoneypot(payload)) return { outcome: "dropped", pageToken: newToken() };
  const parsed = parseForm(voucherOrderSchema(studioToday(now)), payload);
  if (!parsed.success) return { outcome: "invalid", error: parsed.error };
  const order = parsed.data;
  let amountPence: number;
  let service: { slug: string; name: string } | null = null;
  if (order.kind === "treatment") {
    const treatment = bookableFacts(await currentServiceFacts(db)).find((facts) => facts.slug === order.service);
    if (!treatment) return { outcome: "invalid", error: { message: voucherOrderMessages.service, fieldErrors: { service: [voucherOrderMessages.service] } } };
    amountPence = treatment.pricePence;
    service = { slug: treatment.slug, name: treatment.name };
  } else {
    amountPence = order.amount;
  }
  const reserved = await reserveStored(db, visitor, "voucher");
  if (!reserved.allowed) return { outcome: "throttled", retryAfter: reserved.retryAfter };
  try {
    const pageToken = newToken();
    const voucher = await db.transaction(async (tx) => {
      const { voucher, code } = await createVoucher(tx, {
        amountPence,
        serviceSlug: service?.slug ?? null,
        buyerName: order.buyerName,
        buyerEmail: order.buyerEmail,
        recipientName: order.recipientName ?? null,
        recipientEmail: order.recipientEmail ?? null,
        message: order.message ?? null,
        sendOn: order.sendOn,
      });
      await tx
        .update(vouchers)
        .set({ serviceName: service?.name ?? null, pageTokenHash: hashToken(pageToken), codeSealed: sealCode(code, pageToken), pageTokenUnpaid: pageToken })
        .where(eq(vouchers.id, voucher.id));
      return voucher;
    });
    return { outcome: "stored", voucherId: voucher.id, pageToken, amountPence };
  } catch (error) {
    await releaseStored(db, visitor, "voucher");
    throw error;
  }
}

/** What the voucher side needs of a card provider. */
export type VoucherPayments = Pick<PaymentProvider, "name" | "publishableKey" | "createIntent" | "retrieve">;

export type VoucherPaymentSetup =
  | { outcome: "ready"; clientSecret: string; amountPence: number; provider: VoucherPayments["name"]; publishableKey: string | null }
  | { outcome: "already-paid" }
  | { outcome: "void" };

/** The voucher's one payment, made on first asking and reused after (the key is the voucher's). */
export async function startVoucherPayment(db: Database, payments: VoucherPayments, voucher: Voucher): Promise<VoucherPaymentSetup> {
  if (voucher.status === "active") return { outcome: "already-paid" };
  if (voucher.status === "void") return { outcome: "void" };
  // The payment already made for it is reused while it can still be paid: a voucher never has two that could both succeed.
  if (voucher.paymentIntentId) {
    const existing = await payments.retrieve(voucher.paymentIntentId);
    if (existing.status !== "canceled" && existing.status !== "succeeded" && existing.amountPence === voucher.amountPence) {
      return { outcome: "ready", clientSecret: existing.clientSecret, amountPence: voucher.amountPence, provider: payments.name, publishableKey: payments.publishableKey ?? null };
    }
  }
  const intent = await payments.createIntent({
    metadata: { [voucherPayments.key]: voucher.id },
    amountPence: voucher.amountPence,
    email: voucher.buyerEmail,
    description: `Gift voucher: ${voucherWorth(voucher)}`,
    idempotencyKey: `voucher-${voucher.id}-${voucher.amountPence}`,
  });
  if (voucher.paymentIntentId !== intent.id) {
    // Asked about by the sweep until it ends (docs/decisions/0040): paid with the buyer gone, it still activates.
    await recordOpenPayment(db, { paymentIntentId: intent.id, provider: payments.name, voucherId: voucher.id });
    await db.update(vouchers).set({ paymentIntentId: intent.id }).where(and(eq(vouchers.id, voucher.id), eq(vouchers.status, "unpaid")));
  }
  return { outcome: "ready", clientSecret: intent.clientSecret, amountPence: voucher.amountPence, provider: payments.name, publishableKey: payments.publishableKey ?? null };
}

/** The voucher a page token opens, with its code when it has been paid for (the code is for the token's holder). */
export async function voucherByPageToken(db: Pick<Database, "select">, pageToken: string): Promise<{ voucher: Voucher; code: string | undefined } | undefined> {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.pageTokenHash, hashToken(pageToken)));
  if (!voucher) return undefined;
  const code = voucher.status !== "unpaid" && voucher.codeSealed ? openCode(voucher.codeSealed, pageToken) : undefined;
  return { voucher, code };
}
