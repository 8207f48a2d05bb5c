import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vouchers } from "~/db/schema.server";
import type { PaymentProvider } from "~/features/payments";
import { recordOpenPayment, registerPaymentHandler } from "~/features/payments/index.server";
import { openLink } from "~/lib/links/links.server";
import { voucherWorth } from "./voucher-emails";
import { voucherPayments } from "./voucher-payments.server";
import { openCode } from "./voucher-seal.server";
import type { Voucher } from "./vouchers.server";

// Every module that sets a voucher's payment up loads this one: its outcomes then find their handler.
registerPaymentHandler(voucherPayments);

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
  const link = await openLink(db, "voucher-page", pageToken);
  if (link.outcome !== "open") return undefined;
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, link.subject));
  if (!voucher) return undefined;
  const code = voucher.status !== "unpaid" && voucher.codeSealed ? openCode(voucher.codeSealed, pageToken) : undefined;
  return { voucher, code };
}
