export { cancelVoucherAction, issueVoucherAction, voidVoucherAction, voucherLookupLoader, vouchersTab } from "./vouchers-page.server";
