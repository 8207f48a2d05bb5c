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
