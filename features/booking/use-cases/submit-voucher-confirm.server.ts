import { namedUseCase, type Outcome } from "~/lib/use-case";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { confirmVoucherPaid } from "../vouchers/booking-vouchers.server";
import { refused, type CheckoutRequest, type CheckoutVoucherContext } from "./checkout-voucher-context.server";

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
