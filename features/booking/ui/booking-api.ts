import { callJsonApi as call } from "~/features/payments";

/** A gift voucher at checkout (server/api/booking-voucher-routes.server.ts): the server computes what it pays. */
export interface VoucherAnswer {
  amountDue: number;
}

export function applyCheckoutVoucher(bookingId: string, code: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher`, { method: "POST", body: { code } });
}

export function removeCheckoutVoucher(bookingId: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher`, { method: "DELETE" });
}

export function confirmVoucherBooking(bookingId: string) {
  return call<VoucherAnswer>(`/api/bookings/${encodeURIComponent(bookingId)}/voucher/confirm`, { method: "POST" });
}

/** One more hold's length for an unpaid booking's time (WCAG 2.2.1): server/api/booking-routes.server.ts. */
export function extendBookingHold(bookingId: string) {
  return call<{ id: string; holdExpiresAt: string }>(`/api/bookings/${encodeURIComponent(bookingId)}/extend-hold`, { method: "POST" });
}
