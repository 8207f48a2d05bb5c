import { cancellationPeriodEnds, cancellationRight, proportionateRefundPence } from "~/lib/cancellation-period";
import { formatTotal } from "~/lib/money";

/**
 * A gift voucher bought online cancelled within its 14 days (Consumer Contracts Regulations 2013, regs 29–36;
 * docs/decisions/0036): the period runs from the day it was paid for (the contract made); unused, the whole price
 * comes back; partly spent, the unspent balance's share of the voucher's value, of what was paid, rounded down to the
 * penny. One sold at the desk is not a distance contract (reg 5) and has no such right.
 */
export type VoucherCancelRefusal = "unpaid" | "void" | "sold-at-desk" | "period-over" | "spent" | "booking-to-come";

export const voucherCancelMessages: Record<VoucherCancelRefusal, string> = {
  unpaid: "This voucher hasn't been paid for, so there is nothing to cancel or refund.",
  void: "This voucher has already been cancelled.",
  "sold-at-desk": "This voucher was bought at the studio, not online, so the 14-day right to cancel does not apply to it.",
  "period-over": `The ${cancellationRight.days} days to cancel this voucher have passed.`,
  spent: "This voucher has been spent in full, so there is nothing left to refund.",
  "booking-to-come": "This voucher is paying for an appointment still to come: cancel that booking first, and its part goes back on the voucher.",
};

/** A page token that opens no voucher: the buyer's link is wrong, or was never one. */
export const noVoucherAtLink = "No voucher has that link";

export interface VoucherCancelFacts {
  status: string;
  issuedBy: string | null;
  paidAt: Date | null;
  amountPence: number;
  balancePence: number;
}

export type VoucherCancellation =
  | { allowed: true; refundPence: number; paidPence: number; basis: "unused" | "part-used"; periodEnds: Date }
  | { allowed: false; why: VoucherCancelRefusal };

/** Whether a notice given at `noticeAt` cancels the voucher, and what it refunds. */
export function voucherCancellation(voucher: VoucherCancelFacts, noticeAt: Date, timeZone: string): VoucherCancellation {
  if (voucher.status === "void") return { allowed: false, why: "void" };
  if (voucher.status !== "active" || !voucher.paidAt) return { allowed: false, why: "unpaid" };
  if (voucher.issuedBy) return { allowed: false, why: "sold-at-desk" };
  const periodEnds = cancellationPeriodEnds(voucher.paidAt, timeZone);
  if (noticeAt >= periodEnds) return { allowed: false, why: "period-over" };
  if (voucher.balancePence <= 0) return { allowed: false, why: "spent" };
  // A voucher is sold at its face value: what was paid is its amount.
  const paidPence = voucher.amountPence;
  const unused = voucher.balancePence >= voucher.amountPence;
  return {
    allowed: true,
    paidPence,
    refundPence: unused ? paidPence : proportionateRefundPence(paidPence, voucher.balancePence, voucher.amountPence),
    basis: unused ? "unused" : "part-used",
    periodEnds,
  };
}

/** The confirmation's and the receipt's sentence: what comes back, and where. */
export function voucherRefundSentence(refundPence: number, paidPence: number, { done = false } = {}): string {
  const whole = refundPence >= paidPence;
  const what = whole ? `the ${formatTotal(paidPence)} you paid` : `${formatTotal(refundPence)} of the ${formatTotal(paidPence)} you paid (the share of the voucher still unspent)`;
  return done ? `We're refunding ${what} to the card you paid with.` : `Cancelling refunds ${what} to the card you paid with, and the voucher can no longer be spent.`;
}

/** The same refund as staff read it on the Vouchers tab, before they confirm and after. */
export function staffVoucherRefundSentence(refundPence: number, paidPence: number, { done = false } = {}): string {
  const what = refundPence >= paidPence ? `all ${formatTotal(paidPence)} the buyer paid` : `${formatTotal(refundPence)} of the ${formatTotal(paidPence)} the buyer paid (the share still unspent)`;
  return done
    ? `Refunding ${what} to the card it was paid with, through the card provider. The buyer is emailed a receipt.`
    : `This refunds ${what} to the card it was paid with, through the card provider, and the voucher can no longer be spent. The buyer is emailed a receipt.`;
}
