export { formatVoucherCode, isVoucherCodeShape, normaliseVoucherCode } from "./voucher-code";
export { voucherRefusals, voucherTerms, type VoucherRefusal, type VoucherStatus } from "./voucher-rules";
