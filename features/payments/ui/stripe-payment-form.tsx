import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useState, type FormEvent } from "react";
import { PayButton } from "./pay-button";

/** One Stripe.js per key. The pure import loads Stripe's script only when this form is shown, on /checkout. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  /** Where Stripe sends the visitor after a bank's page; it adds payment_intent and redirect_status. */
  returnUrl: string;
  disabled: boolean;
  onPaid: () => void;
  onFailed: (message: string | undefined) => void;
  /** Not failed, not yet succeeded (e.g. processing): the confirmation page asks the server. */
  onPending: (paymentIntentId: string) => void;
}

function PaymentForm({ amountLabel, returnUrl, disabled, onPaid, onFailed, onPending }: Omit<StripePaymentFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || submitting || disabled) return;
    setSubmitting(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: returnUrl },
    });
    if (error) {
      setSubmitting(false);
      onFailed(error.message);
    } else if (paymentIntent.status === "succeeded") {
      onPaid();
    } else {
      onPending(paymentIntent.id);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      <PaymentElement options={{ layout: "tabs" }} />
      <PayButton amountLabel={amountLabel} submitting={submitting || !stripe} disabled={disabled} />
    </form>
  );
}

/** Stripe's Payment Element in the studio's colours; card details go straight to Stripe, never to our server. */
export default function StripePaymentForm({ publishableKey, clientSecret, ...form }: StripePaymentFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#6b2d5c", colorText: "#2d1b2a", borderRadius: "12px" } },
      }}
    >
      <PaymentForm {...form} />
    </Elements>
  );
}
