import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { parseForm } from "~/lib/forms";
import { hitEach, refund } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { bookingMessages } from "../rules/booking-messages";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { applyVoucherSchema, bookingVoucherMessages, checkoutVoucherRefusal, voucherApplyCounters, type CheckoutVoucher } from "../vouchers/booking-vouchers";
import { applyVoucher, confirmVoucherPaid, removeVoucher, type VoucherChangeResult, type VoucherPaidResult } from "../vouchers/booking-vouchers.server";

/**
 * A gift voucher at checkout (docs/decisions/0026), for POST and DELETE /api/bookings/:id/voucher and
 * POST /api/bookings/:id/voucher/confirm: the client sends only the code, the answer states what the server computed.
 */
export interface CheckoutVoucherContext {
  db: Database;
  payments: PaymentProvider;
  emailContext: EmailContext;
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

/** The booking's id is the key: whoever holds it is the client paying (as for the card payment). */
export interface CheckoutRequest {
  bookingId: string;
}

export type VoucherChanged = Outcome<{ voucher: CheckoutVoucher | null; duePence: number }>;

/** What the checkout is told after a change: the server's computed amount, the only figure it shows (both adapters). */
export const voucherAnswer = (changed: { voucher: CheckoutVoucher | null; duePence: number }) => ({ voucher: changed.voucher, amountDue: changed.duePence });
export const voucherConfirmAnswer = (confirmed: { booking: Booking }) => ({ id: confirmed.booking.id, paymentStatus: confirmed.booking.paymentStatus, amountDue: 0 });

type Refused = Exclude<VoucherChangeResult | VoucherPaidResult, { outcome: "applied" | "removed" | "paid" }>;
const refused = (result: Refused) => (result.outcome === "not-found" ? refuse("not-found", "not-found", bookingMessages.notFound) : checkoutVoucherRefusal(result.code));

function changed(result: VoucherChangeResult): VoucherChanged {
  if (result.outcome !== "applied" && result.outcome !== "removed") return refused(result);
  return { ok: true, voucher: result.voucher, duePence: result.duePence };
}

/**
 * A code typed at checkout, throttled per address and per booking: every try is a guess until one matches, and a
 * code that works is not counted.
 */
export const submitCheckoutVoucher = namedUseCase(
  "booking.apply-voucher",
  async (context: CheckoutVoucherContext, visitor: { address: string }, request: CheckoutRequest & { body: unknown }): Promise<VoucherChanged> => {
    const { db, payments, emailContext, now } = context;
    const parsed = parseForm(applyVoucherSchema, request.body);
    if (!parsed.success) return invalid(parsed.error);
    const counters = voucherApplyCounters(visitor.address, request.bookingId);
    const blocked = (await hitEach(db, counters)).find((verdict) => !verdict.allowed);
    if (blocked) {
      const message = bookingVoucherMessages.throttled;
      return { ...refuse("too-many-guesses", "throttled", message, { code: [message] }), retryAfter: blocked.retryAfter };
    }
    const result = changed(await applyVoucher(db, payments, { bookingId: request.bookingId, code: parsed.data.code }, { emailContext, ...(now ? { now } : {}) }));
    if (result.ok) await refund(db, counters);
    return result;
  },
);

/** The voucher taken off before paying: what it paid goes back on it, and the card pays it all. */
export const submitVoucherRemoval = namedUseCase("booking.remove-voucher", async (context: CheckoutVoucherContext, request: CheckoutRequest): Promise<VoucherChanged> => {
  const { db, payments, emailContext, now } = context;
  return changed(await removeVoucher(db, payments, request.bookingId, { emailContext, ...(now ? { now } : {}) }));
});

/** A booking its voucher pays in full, confirmed without a card. */
export const submitVoucherConfirm = namedUseCase(
  "booking.confirm-voucher",
  async (context: Omit<CheckoutVoucherContext, "payments">, request: CheckoutRequest): Promise<Outcome<{ booking: Booking }>> => {
    const { db, emailContext, now } = context;
    const result = await confirmVoucherPaid(db, request.bookingId, { emailContext, ...(now ? { now } : {}) });
    if (result.outcome !== "paid") return refused(result);
    return { ok: true, booking: result.booking };
  },
);
