export {
  applyPaymentOutcome,
  applyRefundEvent,
  createPaymentRegistry,
  registerPaymentHandler,
  retrievedSuccess,
  unclaimedPayment,
  type HandledPayment,
  type PaymentHandler,
  type PaymentRegistry,
  type PaymentTransaction,
} from "./payment-handlers.server";
export { createDemoProvider, demoCards, demoMessages, type DemoConfirmation, type DemoProvider } from "./demo-provider.server";
export { createStripeClient, createStripeProvider, toIntentInfo, toRefundInfo, type StripeSettings } from "./stripe-provider.server";
export { recordOpenPayment } from "./open-payments.server";
export { reconcileOpenPayments, reconcilePayment, type Reconciled } from "./reconcile-payments.server";
export {
  askRefund,
  createRefundRegistry,
  registerRefundHandler,
  retryDueRefunds,
  type BillingRefunds,
  type CardRefunds,
  type RefundAnswer,
  type Refunders,
  type RefundHandler,
  type RefundOrder,
  type RefundRegistry,
  type SettledRefund,
} from "./refund-service.server";
export {
  cancellationRefundKind,
  executeCancellationRefund,
  recordCancellationRefund,
  settleCancellationRefund,
  syncCancellationRefunds,
  type CancellationRefund,
} from "./cancellation-refunds.server";
export { applyStripeEvent, type StripeEventApplied } from "./stripe-events.server";
