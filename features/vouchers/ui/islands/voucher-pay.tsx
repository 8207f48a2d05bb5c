import { mountIsland } from "~/ui/mount-island";
import { VoucherPay } from "~/features/vouchers/ui/voucher-pay";

mountIsland("voucher-pay", VoucherPay);
