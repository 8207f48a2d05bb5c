import { voucherAdminMessages, voucherRefusals, type VoucherRefusal } from "~/features/vouchers";
import { paymentRefusalMessages, type PaymentRefusalCode } from "../rules/booking-messages";
import { refuse, type Refusal, type RefusalKind } from "~/lib/use-case";
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
  | PaymentRefusalCode
  | "one-at-a-time"
  | "none-applied"
  | "payment-under-way"
  | "changed-meanwhile"
  | "not-covered";

/**
 * How each refusal is answered: a code that is not a code is bad input; one nobody issued matches nothing; one that
 * exists but cannot pay, or a booking that cannot take the change, conflicts. A refusal of the code itself is also
 * said beside the field.
 */
export function checkoutVoucherRefusal(code: CodeRefusal | BookingVoucherRefusal): Refusal<CodeRefusal | BookingVoucherRefusal> {
  const onField = (kind: RefusalKind, message: string) => refuse(kind, code, message, { code: [message] });
  switch (code) {
    case "not-a-code":
      return onField("refused", bookingVoucherMessages.notACode);
    case "unknown":
      return onField("no-match", bookingVoucherMessages.unknown);
    case "unpaid":
    case "void":
    case "expired":
    case "spent":
      return onField("conflict", bookingVoucherMessages[code]);
    case "one-at-a-time":
      return onField("conflict", bookingVoucherMessages.oneAtATime);
    case "already-paid":
    case "hold-expired":
    case "nothing-to-pay":
      return refuse("conflict", code, paymentRefusalMessages[code]);
    case "none-applied":
      return refuse("conflict", code, bookingVoucherMessages.noneApplied);
    case "payment-under-way":
      return refuse("conflict", code, bookingVoucherMessages.paymentUnderWay);
    case "changed-meanwhile":
      return refuse("conflict", code, bookingVoucherMessages.changedMeanwhile);
    case "not-covered":
      return refuse("conflict", code, bookingVoucherMessages.notCovered);
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
