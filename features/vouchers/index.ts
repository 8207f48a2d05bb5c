export { formatVoucherCode, isVoucherCodeShape, normaliseVoucherCode } from "./voucher-code";
export { voucherRefusals, voucherTerms, type VoucherRefusal, type VoucherStatus } from "./voucher-rules";
export {
  issueVoucherSchema,
  maskedVoucherCode,
  VOUCHER_PAGE,
  voucherAdminMessages,
  voucherAmountMessage,
  voucherLookupKey,
  voucherLookupLimit,
  voucherState,
  voucherStateLabels,
  type IssueVoucher,
  type VoucherState,
} from "./voucher-admin";
export {
  GIFT_VOUCHERS_PATH,
  giftableTreatments,
  voucherOrderFields,
  voucherOrderMessages,
  voucherOrderSchema,
  voucherOrderTerms,
  voucherPagePath,
  voucherPolicyPoints,
  voucherSendAt,
  voucherPrintPath,
  type VoucherOrder,
} from "./voucher-order";
export { howToRedeem, voucherWorth } from "./voucher-emails";
export { staffVoucherRefundSentence, voucherCancellation, voucherCancelMessages, voucherRefundSentence, type VoucherCancelRefusal } from "./voucher-cancel";
