/** The studio's voucher terms (issue 13), stated by the shop, the voucher itself and the policies from here. */
export const voucherTerms = {
  minPence: 2_500,
  maxPence: 50_000,
  validMonths: 12,
} as const;

export type VoucherStatus = "unpaid" | "active" | "void";

/** Why a code takes nothing off a booking: one message each, for the checkout and the staff lookup alike. */
export const voucherRefusals = {
  unknown: "We can't find that voucher code. Check it against your voucher and try again.",
  unpaid: "That voucher hasn't been paid for yet.",
  void: "That voucher has been cancelled. Please contact the studio.",
  expired: "That voucher has expired.",
  spent: "That voucher has no balance left.",
} as const;
export type VoucherRefusal = keyof typeof voucherRefusals;
