import type { FormResult } from "~/ui/forms/form-result";

/** A treatment a voucher can be for, at its current price. */
export interface TreatmentOption {
  slug: string;
  name: string;
  pricePence: number;
}

/** /gift-vouchers: the treatments on offer, and the answer to a refused order (what was typed, and why). */
export interface GiftVouchersPageData {
  treatments: TreatmentOption[];
}
export type GiftVoucherOrderAnswer = Extract<FormResult, { status: "invalid" | "throttled" | "error" }>;

/** What the voucher's page and the printed voucher show. The code is there once the voucher is paid for. */
export interface VoucherView {
  state: "unpaid" | "active" | "void" | "expired" | "spent";
  worth: string;
  amountPence: number;
  balancePence: number;
  serviceName: string | null;
  buyerName: string;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  sendOnLabel: string;
  expiresLabel: string | null;
  code: string | null;
  pagePath: string;
  printPath: string;
}

/** The card step of an unpaid voucher, set up by the page's loader. */
export interface VoucherPayment {
  clientSecret: string;
  amount: number;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  pagePath: string;
}

/** The buyer's 14-day right to cancel (docs/decisions/0036), as the page offers it and then reports it. */
export type VoucherCancelView =
  | { state: "offered"; refundPence: number; paidPence: number; lastDayLabel: string; confirm: boolean }
  | { state: "done"; refundPence: number; paidPence: number }
  | { state: "refused"; message: string };

export interface VoucherPageData {
  voucher: VoucherView;
  payment: VoucherPayment | null;
  cancel: VoucherCancelView | null;
}
