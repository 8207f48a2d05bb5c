export type { PaymentIntentInfo, PaymentMetadata, PaymentOutcome, PaymentProvider, PaymentStatus, RefundInfo } from "./payment-provider";
export { refundRetryPolicy, refusalText, stuckRefundAdvice } from "./refund-retries";
// The card step of everything the studio sells online: a booking at /checkout, a gift voucher (decision 0025),
// joining the Dreams Club (0028).
export { CardStep, Working, type CardPayment } from "./ui/card-step";
export { PaymentLayout } from "./ui/payment-layout";
export type { AuthenticationResult } from "./ui/demo-payment-form";
