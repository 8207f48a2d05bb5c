import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vouchers } from "~/db/schema.server";
import { currentServiceFacts } from "~/features/studio/index.server";
import { filledHoneypot, parseForm } from "~/lib/forms";
import { studioToday } from "~/lib/studio-clock";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { issueLink } from "~/lib/links/links.server";
import { newToken } from "~/lib/tokens.server";
import { invalid, namedUseCase, throttled, type Outcome } from "~/lib/use-case";
import { giftableTreatments, voucherOrderMessages, voucherOrderSchema } from "../voucher-order";
import { startVoucherPayment, type VoucherPayments } from "../voucher-orders.server";
import { sealCode } from "../voucher-seal.server";
import { createVoucher } from "../vouchers.server";

/**
 * Gift vouchers bought online (docs/decisions/0025, 0036, 0048): the order and the buyer's own cancellation, each one
 * use case that /gift-vouchers' pages and the API serialise.
 */

/** The card step an order answers with; none when the provider could not set one up (the voucher's page tries again). */
export interface VoucherOrderPayment {
  clientSecret: string;
  provider: VoucherPayments["name"];
  publishableKey: string | null;
}

export type VoucherOrderOutcome = Outcome<
  /** A bot filled the honeypot: it is sent to a page that names nothing, and nothing is kept. */
  { dropped: true; pageToken: string } | { dropped?: undefined; pageToken: string; amountPence: number; payment: VoucherOrderPayment | null },
  "invalid" | "throttled"
>;

/**
 * An order from the shop, on the path of every public form: the attempts cap, the honeypot, validation, the form's
 * cap, then one transaction, then its payment. The amount is the server's: what was chosen, or the treatment's
 * current price. The voucher waits unpaid; its page's token is returned once, for the buyer's address.
 */
export const submitVoucherOrder = namedUseCase(
  "vouchers.order",
  async (context: { db: Database; payments: VoucherPayments; now?: Date }, visitor: Visitor, payload: unknown): Promise<VoucherOrderOutcome> => {
    const { db, payments, now = new Date() } = context;
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    if (filledHoneypot(payload)) return { ok: true, dropped: true, pageToken: newToken() };
    const parsed = parseForm(voucherOrderSchema(studioToday(now)), payload);
    if (!parsed.success) return invalid(parsed.error);
    const order = parsed.data;
    let amountPence: number;
    let service: { slug: string; name: string } | null = null;
    if (order.kind === "treatment") {
      const treatment = giftableTreatments(await currentServiceFacts(db)).find((facts) => facts.slug === order.service);
      if (!treatment) return invalid({ message: voucherOrderMessages.service, fieldErrors: { service: [voucherOrderMessages.service] } });
      amountPence = treatment.pricePence;
      service = { slug: treatment.slug, name: treatment.name };
    } else {
      amountPence = order.amount;
    }
    const reserved = await reserveStored(db, visitor, "voucher");
    if (!reserved.allowed) return throttled(reserved.retryAfter);
    let ordered;
    try {
      ordered = await db.transaction(async (tx) => {
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
        const pageToken = await issueLink(tx, { kind: "voucher-page", subject: voucher.id, singleUse: false });
        const [sealed] = await tx
          .update(vouchers)
          .set({ serviceName: service?.name ?? null, codeSealed: sealCode(code, pageToken), pageTokenUnpaid: pageToken })
          .where(eq(vouchers.id, voucher.id))
          .returning();
        return { voucher: sealed!, pageToken };
      });
    } catch (error) {
      await releaseStored(db, visitor, "voucher");
      throw error;
    }
    const { voucher, pageToken } = ordered;
    const setup = await startVoucherPayment(db, payments, voucher);
    const payment = setup.outcome === "ready" ? { clientSecret: setup.clientSecret, provider: setup.provider, publishableKey: setup.publishableKey } : null;
    return { ok: true, pageToken, amountPence, payment };
  },
);
