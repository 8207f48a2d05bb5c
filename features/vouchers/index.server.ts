export {
  activateVoucher,
  createVoucher,
  findVoucherByCode,
  redeemVoucher,
  reverseRedemption,
  voidVoucher,
  voucherRefusal,
  type NewVoucher,
  type Redemption,
  type Voucher,
} from "./vouchers.server";
export {
  allVouchers,
  erasePersonFromVouchers,
  issueStudioVoucher,
  listVoucherPage,
  lookupVoucher,
  voidVoucherAsStaff,
  voucherTotals,
  vouchersOfPerson,
  type AdminVoucher,
  type VoucherPage,
} from "./voucher-admin.server";
export { returnBookingVouchers, voucherKeptPence, voucherOnBooking, type BookingVoucher } from "./voucher-bookings.server";
export {
  startVoucherPayment,
  voucherByPageToken,
  type VoucherPayments,
  type VoucherPaymentSetup,
} from "./voucher-orders.server";
export type { VoucherPaymentApplied } from "./voucher-payments.server";
export {
  cancelVoucherAsStaff,
  cancelVoucherInPeriod,
  voucherCancellationRefund,
  voucherIdByPageToken,
  type VoucherCancelAnswer,
  type VoucherCancelResult,
  type VoucherRefunds,
} from "./voucher-cancel.server";
export { submitIssueVoucher } from "./use-cases/submit-issue-voucher.server";
export { submitStaffVoucherCancel } from "./use-cases/submit-staff-voucher-cancel.server";
export { submitVoidVoucher } from "./use-cases/submit-void-voucher.server";
export type { VoucherAdminContext } from "./use-cases/voucher-admin-rules.server";
export { submitBuyerVoucherCancel } from "./use-cases/submit-buyer-voucher-cancel.server";
export { submitVoucherOrder, type VoucherOrderOutcome, type VoucherOrderPayment } from "./use-cases/submit-voucher-order.server";
