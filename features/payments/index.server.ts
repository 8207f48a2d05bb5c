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
export { dueRefunds, recordAnswer, recordRefusal, retryEach } from "./refund-attempts.server";
export {
  executeCancellationRefund,
  recordCancellationRefund,
  retryCancellationRefunds,
  settleCancellationRefund,
  syncCancellationRefunds,
  type CancellationRefund,
  type RefundAnswer,
  type RefundCall,
} from "./cancellation-refunds.server";
export { applyStripeEvent, type StripeEventApplied } from "./stripe-events.server";
