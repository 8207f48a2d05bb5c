/**
 * What a payment means for a gift voucher bought online (docs/decisions/0025, 0046): payments records the event in
 * its ledger and hands the outcome here, in the same transaction, when the payment's metadata names a voucher.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vouchers } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import type { PaymentOutcome } from "~/features/payments";
import type { PaymentHandler } from "~/features/payments/index.server";
import { giftVoucherEmail, voucherReceiptEmail } from "./voucher-emails";
import { voucherSendAt } from "./voucher-order";
import { openCode } from "./voucher-seal.server";
import { activateVoucher } from "./vouchers.server";

export type VoucherPaymentApplied = "voucher-paid" | "unknown-voucher" | "already-paid" | "amount-mismatch" | "failed";

/**
 * A payment outcome for a voucher (payment_events has already kept out a repeat of the same event), inside the
 * caller's transaction. Success activates the voucher once, checks the amount against the voucher's, and queues the
 * buyer's receipt now and the voucher email for its send date; a failure leaves the voucher unpaid, to be tried again,
 * and an event arriving after the success changes nothing.
 */
async function recordVoucherPayment(
  tx: Pick<Database, "select" | "update" | "insert" | "execute">,
  outcome: Pick<PaymentOutcome, "kind" | "intent">,
  emailContext: EmailContext,
  now = new Date(),
): Promise<VoucherPaymentApplied> {
  const voucherId = outcome.intent.metadata.voucherId;
  const [voucher] = voucherId ? await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for("update") : [];
  if (!voucher) return "unknown-voucher";
  if (voucher.status !== "unpaid") return "already-paid";
  if (outcome.kind !== "succeeded") return "failed";
  if (outcome.intent.amountPence !== voucher.amountPence || outcome.intent.currency.toLowerCase() !== "gbp") return "amount-mismatch";
  const pageToken = voucher.pageTokenUnpaid;
  const code = pageToken && voucher.codeSealed ? openCode(voucher.codeSealed, pageToken) : undefined;
  if (!pageToken || !code) throw new Error(`voucher ${voucher.id} was not ordered online`);
  const paid = await activateVoucher(tx, voucher.id);
  if (!paid?.expiresAt) return "already-paid";
  await tx.update(vouchers).set({ pageTokenUnpaid: null, paymentIntentId: outcome.intent.id }).where(eq(vouchers.id, voucher.id));
  const details = { ...paid, serviceName: voucher.serviceName, expiresAt: paid.expiresAt };
  const sendAt = voucherSendAt(voucher.sendOn, now);
  await enqueueEmail(tx, voucherReceiptEmail(details, sendAt, pageToken, emailContext));
  await enqueueEmail(tx, giftVoucherEmail(details, code, pageToken, emailContext), { sendAt });
  return "voucher-paid";
}

export const voucherPayments: PaymentHandler = {
  key: "voucherId",
  apply: async (tx, outcome, emailContext) => ({ applied: await recordVoucherPayment(tx, outcome, emailContext) }),
  async stillWanted(db, intent) {
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, intent.metadata.voucherId!));
    return !!voucher && voucher.status === "unpaid" && voucher.paymentIntentId === intent.id;
  },
};
