import { send } from "~/ui/runtime/send";

/** A gift voucher at checkout (features/booking/pages/checkout-actions.server.ts): the server computes what it pays. */
export interface VoucherAnswer {
  amountDue: number;
}

const checkout = (bookingId: string, step: string) => `/checkout/${encodeURIComponent(bookingId)}/${step}`;

export function applyCheckoutVoucher(bookingId: string, code: string) {
  return send<VoucherAnswer>(checkout(bookingId, "voucher"), { method: "POST", body: { code } });
}

export function removeCheckoutVoucher(bookingId: string) {
  return send<VoucherAnswer>(checkout(bookingId, "voucher/remove"), { method: "POST" });
}

export function confirmVoucherBooking(bookingId: string) {
  return send<VoucherAnswer>(checkout(bookingId, "voucher/confirm"), { method: "POST" });
}

/** One more hold's length for an unpaid booking's time (WCAG 2.2.1). */
export function extendBookingHold(bookingId: string) {
  return send<{ id: string; holdExpiresAt: string }>(checkout(bookingId, "extend-hold"), { method: "POST" });
}
