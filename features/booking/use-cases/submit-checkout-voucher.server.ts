import { parseForm } from "~/lib/forms";
import { hitEach, refund } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse } from "~/lib/use-case";
import { applyVoucherSchema, bookingVoucherMessages, voucherApplyCounters } from "../vouchers/booking-vouchers";
import { applyVoucher } from "../vouchers/booking-vouchers.server";
import { changed, type CheckoutRequest, type CheckoutVoucherContext, type VoucherChanged } from "./checkout-voucher-context.server";

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
