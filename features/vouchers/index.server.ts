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
export { submitIssueVoucher, submitStaffVoucherCancel, submitVoidVoucher, type VoucherAdminContext } from "./use-cases/voucher-admin.server";
export { submitBuyerVoucherCancel, submitVoucherOrder, type VoucherOrderOutcome, type VoucherOrderPayment } from "./use-cases/gift-vouchers.server";
