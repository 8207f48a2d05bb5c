import { LoaderCircle } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { toast } from "~/app/ui/toaster";
import { DemoPaymentForm, LazyStripePaymentForm } from "~/features/booking";
import { formatTotal } from "~/lib/money";
import type { VoucherPayment } from "../pages/voucher-page";

function Working({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-blush-50 p-5 font-medium text-plum-800">
      <LoaderCircle aria-hidden="true" className="animate-spin" size={22} />
      {children}
    </p>
  );
}

const failedTitle = "Payment failed";

/**
 * The voucher's card step, an island (decision 0017): the same card forms as /checkout. Whatever the outcome, the
 * voucher's page is loaded again and asks the provider itself, so it shows the code only for a payment that went through.
 */
export function VoucherPay({ payment, payee }: { payment: VoucherPayment; payee: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const amountLabel = formatTotal(payment.amount);
  const reload = () => window.location.assign(payment.pagePath);
  const failed = (message: string | undefined) =>
    toast({ title: failedTitle, description: message ?? "Your card was not charged. Please try again.", variant: "destructive" });

  if (payment.provider === "stripe") {
    if (!inBrowser || !payment.publishableKey) return <Working>Setting up secure payment...</Working>;
    return (
      <Suspense fallback={<Working>Setting up secure payment...</Working>}>
        <LazyStripePaymentForm
          publishableKey={payment.publishableKey}
          clientSecret={payment.clientSecret}
          amountLabel={amountLabel}
          returnUrl={`${window.location.origin}${payment.pagePath}`}
          disabled={false}
          onPaid={reload}
          onFailed={failed}
          onPending={reload}
        />
      </Suspense>
    );
  }
  return (
    <DemoPaymentForm
      clientSecret={payment.clientSecret}
      amountLabel={amountLabel}
      payee={payee}
      disabled={false}
      ready={inBrowser}
      onPaid={reload}
      onFailed={failed}
      onAuthenticated={reload}
    />
  );
}
