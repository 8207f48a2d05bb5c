import { fields, messages } from "~/lib/forms";
import { formatPrice, poundsToPence } from "~/lib/money";
import { z } from "~/lib/zod";
import { voucherTerms } from "./voucher-rules";

/**
 * Staff's side of gift vouchers (issue 13): what a voucher sold at the desk needs, how a voucher's state reads in
 * the Vouchers tab, and the lookup's limits. Shared by the dashboard's actions and the staff API.
 */

export const voucherAmountMessage = `Enter an amount from ${formatPrice(voucherTerms.minPence)} to ${formatPrice(voucherTerms.maxPence)}`;

/** A voucher sold in the studio: the amount in pounds as typed ("50" or "£50.00"), the buyer, an optional recipient. */
export const issueVoucherSchema = z.object({
  amount: z
    .union([z.string(), z.number()], { error: voucherAmountMessage })
    .transform((value, context) => {
      const pence = poundsToPence(String(value));
      if (pence === undefined || pence < voucherTerms.minPence || pence > voucherTerms.maxPence) {
        context.addIssue({ code: "custom", message: voucherAmountMessage });
        return z.NEVER;
      }
      return pence;
    }),
  buyerName: fields.name,
  buyerEmail: fields.email,
  recipientName: z.preprocess(fields.blankAsUndefined, fields.name.optional()),
  recipientEmail: z.preprocess(fields.blankAsUndefined, fields.email.optional()),
  message: z.preprocess(fields.blankAsUndefined, z.string().trim().max(500, { error: "Message must be 500 characters or fewer" }).optional()),
});
export type IssueVoucher = z.infer<typeof issueVoucherSchema>;

/** What staff see of a voucher's state: spent and expired are read from its balance and date, not stored. */
export type VoucherState = "unpaid" | "active" | "void" | "expired" | "spent";

export function voucherState(voucher: { status: string; balancePence: number; expiresAt: Date | string | null }, now = new Date()): VoucherState {
  if (voucher.status === "unpaid" || voucher.status === "void") return voucher.status;
  if (voucher.expiresAt && new Date(voucher.expiresAt) <= now) return "expired";
  if (voucher.balancePence <= 0) return "spent";
  return "active";
}

export const voucherStateLabels: Record<VoucherState, string> = {
  unpaid: "Unpaid",
  active: "Active",
  void: "Void",
  expired: "Expired",
  spent: "Spent",
};

/** The whole code is shown once, when it is made; after that only its last four characters. */
export const maskedVoucherCode = (codeEnd: string) => `•••• •••• •••• ${codeEnd}`;

/** Lookups by typed code, per staff member: plenty for the desk, far too few to guess 80-bit codes. */
export const voucherLookupLimit = { count: 30, seconds: 600 } as const;
/** Each staff member's look-ups are counted apart: a typed code is a guess until it matches. */
export const voucherLookupKey = (username: string) => `voucher-lookup:${username}`;

export const voucherAdminMessages = {
  noSuchCode: "No voucher has that code",
  notACode: "Enter the whole code: sixteen letters and numbers, as printed on the voucher.",
  throttled: "Too many look-ups. Please wait a few minutes and try again.",
  alreadyVoid: "That voucher is already void.",
  notFound: "Voucher not found",
  invalid: messages.invalidForm,
} as const;

/** Vouchers a page in the staff list. */
export const VOUCHER_PAGE = 20;
