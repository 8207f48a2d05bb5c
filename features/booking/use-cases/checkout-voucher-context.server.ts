import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { refuse, type Outcome } from "~/lib/use-case";
import { bookingMessages } from "../rules/booking-messages";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { checkoutVoucherRefusal, type CheckoutVoucher } from "../vouchers/booking-vouchers";
import type { VoucherChangeResult, VoucherPaidResult } from "../vouchers/booking-vouchers.server";

/**
 * A gift voucher at checkout (docs/decisions/0026), for POST and DELETE /api/bookings/:id/voucher and
 * POST /api/bookings/:id/voucher/confirm: the client sends only the code, the answer states what the server computed.
 * What submit-checkout-voucher, submit-voucher-removal and submit-voucher-confirm share is here.
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
export const refused = (result: Refused) => (result.outcome === "not-found" ? refuse("not-found", "not-found", bookingMessages.notFound) : checkoutVoucherRefusal(result.code));

export function changed(result: VoucherChangeResult): VoucherChanged {
  if (result.outcome !== "applied" && result.outcome !== "removed") return refused(result);
  return { ok: true, voucher: result.voucher, duePence: result.duePence };
}
