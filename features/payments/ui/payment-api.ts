import { send } from "~/ui/runtime/send";

/** The demo card provider's two steps, on the card form's own route (features/payments/pages/demo-card-actions.server.ts). */
export interface DemoPaymentAnswer {
  status: "succeeded" | "requires_action";
  paymentIntentId: string;
}

export function confirmDemoPayment(card: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }) {
  return send<DemoPaymentAnswer>("/payments/demo/confirm", { method: "POST", body: card });
}

export function authenticateDemoPayment(answer: { clientSecret: string; approve: boolean }) {
  return send<DemoPaymentAnswer>("/payments/demo/authenticate", { method: "POST", body: answer });
}
