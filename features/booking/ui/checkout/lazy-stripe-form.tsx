import { lazy } from "react";

/** Stripe's Payment Element form, loaded only when a page shows it (the checkout, a gift voucher's payment). */
export const LazyStripePaymentForm = /* @__PURE__ */ lazy(() => import("./stripe-payment-form"));
