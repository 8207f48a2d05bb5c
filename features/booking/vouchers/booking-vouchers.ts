import { voucherAdminMessages, voucherRefusals, type VoucherRefusal } from "~/features/vouchers";
import { bookingMessages } from "../booking-messages";
import { z } from "~/lib/zod";

/**
 * A gift voucher at checkout (issue 13, docs/decisions/0026): what the client types, what she is told, and how fast
 * she may try. The server finds the voucher and computes what it pays; the browser only sends the code.
 */
export const applyVoucherSchema = z.object({
  code: z.string({ error: voucherAdminMessages.notACode }).trim().min(1, { error: "Enter your gift voucher code" }).max(40, { error: voucherAdminMessages.notACode }),
});

export const bookingVoucherMessages = {
  notACode: voucherAdminMessages.notACode,
  throttled: "Too many voucher attempts. Please wait a few minutes and try again.",
  oneAtATime: "A gift voucher is already paying towards this booking. Remove it first to use another.",
  noneApplied: "No gift voucher is paying towards this booking.",
  notCovered: "Your gift voucher doesn't cover the whole booking: please pay the rest by card.",
  paymentUnderWay: "Your card payment is already under way, so the voucher can't be changed now.",
  changedMeanwhile: "Your booking changed in another window. Please try again.",
  ...voucherRefusals,
} as const;

/**
 * Codes tried at checkout, per address and per booking: plenty for a client who mistypes, far too few to guess
 * 80-bit codes (the staff lookup's idea, voucherLookupLimit). A code that works is not counted.
 */
export const voucherApplyLimits = {
  /** A studio's shared Wi-Fi may hold several clients paying at once. */
  address: { count: 30, seconds: 600 },
  booking: { count: 10, seconds: 600 },
} as const;
export const voucherApplyCounters = (address: string, bookingId: string) => [
  { key: `voucher-apply:address:${address}`, limit: voucherApplyLimits.address },
  { key: `voucher-apply:booking:${bookingId}`, limit: voucherApplyLimits.booking },
];

/** Why a code pays nothing: not a code at all, or one that cannot pay (voucherRefusal). */
export type CodeRefusal = "not-a-code" | VoucherRefusal;
/** Why the booking's voucher cannot change now. */
export type BookingVoucherRefusal =
  | "already-paid"
  | "hold-expired"
  | "nothing-to-pay"
  | "one-at-a-time"
  | "none-applied"
  | "payment-under-way"
  | "changed-meanwhile"
  | "not-covered";

/**
 * How each refusal is answered: a code that is not a code is bad input; one nobody issued is not found; one that
 * exists but cannot pay, or a booking that cannot take the change, conflicts.
 */
export function voucherRefusalAnswer(code: CodeRefusal | BookingVoucherRefusal): { status: 400 | 404 | 409; message: string; field: boolean } {
  switch (code) {
    case "not-a-code":
      return { status: 400, message: bookingVoucherMessages.notACode, field: true };
    case "unknown":
      return { status: 404, message: bookingVoucherMessages.unknown, field: true };
    case "unpaid":
    case "void":
    case "expired":
    case "spent":
      return { status: 409, message: bookingVoucherMessages[code], field: true };
    case "already-paid":
      return { status: 409, message: bookingMessages.alreadyPaid, field: false };
    case "hold-expired":
      return { status: 409, message: bookingMessages.holdExpired, field: false };
    case "nothing-to-pay":
      return { status: 409, message: bookingMessages.nothingToPay, field: false };
    case "one-at-a-time":
      return { status: 409, message: bookingVoucherMessages.oneAtATime, field: true };
    case "none-applied":
      return { status: 409, message: bookingVoucherMessages.noneApplied, field: false };
    case "payment-under-way":
      return { status: 409, message: bookingVoucherMessages.paymentUnderWay, field: false };
    case "changed-meanwhile":
      return { status: 409, message: bookingVoucherMessages.changedMeanwhile, field: false };
    case "not-covered":
      return { status: 409, message: bookingVoucherMessages.notCovered, field: false };
  }
}

/** The voucher paying towards a booking, as the checkout shows it: the code masked, never whole. */
export interface CheckoutVoucher {
  codeEnd: string;
  /** Pence this voucher pays towards the booking. */
  amountPence: number;
  /** Pence left on the voucher after this booking. */
  balancePence: number;
}
