import { lazy } from "react";

/**
 * The checkout's card step, for other pages that take a card payment (the Dreams Club's join page): the demo card
 * form and Stripe's Payment Element, which loads Stripe.js only when it is shown.
 */
export { DemoPaymentForm, type AuthenticationResult } from "./demo-payment-form";
export const LazyStripePaymentForm = /* @__PURE__ */ lazy(() => import("./stripe-payment-form"));
export { call as callJsonApi, type ApiAnswer } from "../booking-api";
