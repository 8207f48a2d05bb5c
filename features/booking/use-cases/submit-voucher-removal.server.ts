import { namedUseCase } from "~/lib/use-case";
import { removeVoucher } from "../vouchers/booking-vouchers.server";
import { changed, type CheckoutRequest, type CheckoutVoucherContext, type VoucherChanged } from "./checkout-voucher-context.server";

/** The voucher taken off before paying: what it paid goes back on it, and the card pays it all. */
export const submitVoucherRemoval = namedUseCase("booking.remove-voucher", async (context: CheckoutVoucherContext, request: CheckoutRequest): Promise<VoucherChanged> => {
  const { db, payments, emailContext, now } = context;
  return changed(await removeVoucher(db, payments, request.bookingId, { emailContext, ...(now ? { now } : {}) }));
});
