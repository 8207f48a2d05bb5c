import { LoaderCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { DemoPaymentForm, type AuthenticationResult } from "./demo-payment-form";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

/** What the browser needs to take the card for a payment the server has set up. */
export interface CardPayment {
  provider: "stripe" | "demo";
  publishableKey?: string | null;
  clientSecret: string;
}

export function Working({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-blush-50 p-5 font-medium text-plum-800">
      <LoaderCircle aria-hidden="true" className="animate-spin" size={22} />
      {children}
    </p>
  );
}

/**
 * The card step of everything the studio sells online (a booking at /checkout, a gift voucher, the Dreams Club's
 * first month): Stripe's Payment Element, whose Stripe.js loads only when it is shown, or the demo provider's card
 * form. Stripe's form mounts in the browser only (`inBrowser`): the server's render has nothing of it to match.
 */
export function CardStep({
  payment,
  amountLabel,
  payee,
  returnPath,
  inBrowser,
  disabled = false,
  onPaid,
  onFailed,
  onPending,
  onAuthenticated,
}: {
  payment: CardPayment;
  amountLabel: string;
  payee: string;
  /** Where Stripe sends the client back after her bank's check, on this site. */
  returnPath: string;
  inBrowser: boolean;
  disabled?: boolean;
  onPaid: () => void;
  onFailed: (message: string | undefined) => void;
  /** Stripe: the bank is still checking. */
  onPending: (paymentIntentId: string) => void;
  /** Demo: the stand-in for the bank's check has answered. */
  onAuthenticated: (result: AuthenticationResult) => void;
}) {
  if (payment.provider === "stripe") {
    const settingUp = <Working>Setting up secure payment...</Working>;
    if (!inBrowser || !payment.publishableKey) return settingUp;
    return (
      <Suspense fallback={settingUp}>
        <StripePaymentForm
          publishableKey={payment.publishableKey}
          clientSecret={payment.clientSecret}
          amountLabel={amountLabel}
          returnUrl={`${window.location.origin}${returnPath}`}
          disabled={disabled}
          onPaid={onPaid}
          onFailed={onFailed}
          onPending={onPending}
        />
      </Suspense>
    );
  }
  return (
    <DemoPaymentForm
      clientSecret={payment.clientSecret}
      amountLabel={amountLabel}
      payee={payee}
      disabled={disabled}
      ready={inBrowser}
      onPaid={onPaid}
      onFailed={onFailed}
      onAuthenticated={onAuthenticated}
    />
  );
}
